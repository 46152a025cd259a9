/// The forms of the commands whose form explains itself in words (`:tap NAME   (a title such
/// as Save, …)`): the placeholders in capitals stay as the English form has them, the words
/// in parentheses are translated. A form without words is the same in every language.
extension SessionTexts {
    /// The commands whose form has words to translate; `SessionTextsTests` checks that each
    /// language has exactly these.
    static let explainedForms: Set<String> = ["help", "play", "tap", "select", "type", "alert"]

    /// The form of the command `name`, whose English form is `english`.
    func usage(of name: String, english: String) -> String {
        switch language {
        case .en: return english
        case .vi: return Self.vietnameseForms[name] ?? english
        case .ko: return Self.koreanForms[name] ?? english
        }
    }

    static let vietnameseForms = [
        "help": ":help [TÊN]   (tên một chủ đề hoặc một lệnh)",
        "play": ":play [SPEED] [LANE…]   (SPEED: 1 tốc độ thật, 2 gấp đôi, 0.5 một nửa)",
        "tap": ":tap NAME   (tiêu đề như Save, system item như +, hoặc tên một outlet)",
        "select": ":select N   (số thứ tự của hàng hay mục, đếm từ 1, như khung cho thấy)",
        "type": ":type FIELD TEXT   (tên outlet hoặc placeholder của ô nhập, một từ)",
        "alert": ":alert TITLE   (tiêu đề của một nút trong alert)",
    ]

    static let koreanForms = [
        "help": ":help [이름]   (주제나 명령의 이름)",
        "play": ":play [SPEED] [LANE…]   (SPEED: 1은 실제 속도, 2는 두 배, 0.5는 절반)",
        "tap": ":tap NAME   (Save 같은 제목, + 같은 system item, 또는 outlet 이름)",
        "select": ":select N   (행이나 항목의 번호, 상자에 보이는 대로 1부터)",
        "type": ":type FIELD TEXT   (입력란의 outlet 이름이나 placeholder, 한 단어)",
        "alert": ":alert TITLE   (alert에 있는 버튼 하나의 제목)",
    ]
}
