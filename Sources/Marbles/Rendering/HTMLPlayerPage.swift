/// The fixed parts of the page `HTMLRenderer` writes: its head and style, and the script that
/// plays the picture (the words on its controls are `HTMLPageWords`; the button carries its two
/// words for the script).
enum HTMLPlayerPage {
    /// Everything up to the controls, in the language and with the title of `words` (already
    /// escaped for HTML). The page's own rules name elements by id, so the picture's classes
    /// (`.name`, `.time` …) keep their meaning.
    static func head(language: String, title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body{margin:1.5rem;background:#fff;color:#222;font-family:\(SVGOutput.fontFamily)}
        #controls{display:flex;align-items:center;gap:1rem;margin-bottom:1rem;font-size:1.25rem}
        #play{font:inherit;min-width:8.5rem;padding:.4rem 1rem;cursor:pointer}
        #time{flex:1;min-width:10rem;height:2rem}
        #now{min-width:12rem;font-variant-numeric:tabular-nums}
        #picture svg{width:100%;height:auto}
        #keys{color:#666;font-size:.9rem}
        </style>
        </head>
        <body>
        <main>

        """
    }

    /// Shows one frame at a time: what happened up to the frame's time (the elements tagged
    /// `data-frame`), the lanes' lines up to it (the `reveal` clip's rectangle), and a line at
    /// it; the last frame is the whole picture. Playing from the last frame starts over.
    static let script = """
        "use strict";
        (() => {
          const data = JSON.parse(document.getElementById("timeline-frames").textContent);
          const frames = data.frames;
          const last = frames.length - 1;
          const svg = document.querySelector("#picture svg");
          const tagged = Array.from(svg.querySelectorAll("[data-frame]"), (element) => [element, Number(element.dataset.frame)]);
          const reveal = svg.querySelector("#reveal-edge");
          const cursor = svg.querySelector("#now-line");
          const button = document.getElementById("play");
          const slider = document.getElementById("time");
          const now = document.getElementById("now");
          let index = last;
          let timer = null;

          function show(target) {
            if (last < 0) return;
            index = Math.max(0, Math.min(last, Math.trunc(Number(target)) || 0));
            const frame = frames[index];
            for (const [element, at] of tagged) element.style.display = at <= frame.time ? "" : "none";
            reveal.setAttribute("width", String(frame.edge));
            cursor.setAttribute("x1", String(frame.cursor));
            cursor.setAttribute("x2", String(frame.cursor));
            cursor.setAttribute("visibility", index === last ? "hidden" : "visible");
            slider.value = String(index);
            now.textContent = frame.label;
          }

          function advance() {
            show(index + 1);
            if (index < last) {
              timer = setTimeout(advance, data.frameMilliseconds);
            } else {
              pause();
            }
          }

          function play() {
            if (timer !== null || last < 1) return;
            if (index === last) show(0);
            button.textContent = button.dataset.pause;
            timer = setTimeout(advance, data.frameMilliseconds);
          }

          function pause() {
            clearTimeout(timer);
            timer = null;
            button.textContent = button.dataset.play;
          }

          button.addEventListener("click", () => (timer === null ? play() : pause()));
          slider.addEventListener("input", () => {
            pause();
            show(slider.value);
          });
          document.addEventListener("keydown", (event) => {
            if (event.target === slider || event.target === button && event.key === " ") return;
            const moves = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
            if (event.key === " ") {
              timer === null ? play() : pause();
            } else if (event.key in moves) {
              pause();
              show(moves[event.key]);
            } else {
              return;
            }
            event.preventDefault();
          });
          button.disabled = slider.disabled = last < 1;
          show(last);
          window.marblePlayer = {
            get index() { return index; },
            get playing() { return timer !== null; },
            times: frames.map((frame) => frame.time),
            show: (target) => { pause(); show(target); },
            play,
            pause,
          };
        })();

        """
}
