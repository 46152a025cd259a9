@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Turns a folded swift-syntax tree into our AST. Anything outside the playground's Swift
/// subset throws a diagnostic that names the construct.
package final class Lowering {
    package let file: SourceFile
    /// For each closure being lowered, the number of anonymous parameters (`$0`…) it uses.
    package var anonymousParameterCounts: [Int] = []
    /// Whether the optional chain being lowered contains a `?`.
    package var chainHasOptional = false

    package init(file: SourceFile) {
        self.file = file
    }

    package func lower(_ source: SourceFileSyntax) throws -> [Stmt] {
        try lowerItems(source.statements)
    }

    package func range(_ node: some SyntaxProtocol) -> SourceRange {
        SourceRange(
            file: file, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    package func unsupported(_ what: String, _ node: some SyntaxProtocol) -> Diagnostic {
        Diagnostic(.error, "\(what) not part of the playground", at: range(node))
    }

    // MARK: - Statements

    package func lowerItems(_ items: CodeBlockItemListSyntax) throws -> [Stmt] {
        try items.map { try lowerItem($0) }
    }

    package func lowerBlock(_ block: CodeBlockSyntax) throws -> [Stmt] {
        try lowerItems(block.statements)
    }

    private func lowerItem(_ item: CodeBlockItemSyntax) throws -> Stmt {
        switch item.item {
        case .decl(let decl): return Stmt(kind: .declaration(try lowerDecl(decl)), range: range(decl))
        case .stmt(let stmt): return try lowerStmt(stmt, label: nil)
        case .expr(let expr): return try lowerExpressionStatement(expr, label: nil)
        }
    }

    private func lowerExpressionStatement(_ expr: ExprSyntax, label: String?) throws -> Stmt {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try lowerIf(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try lowerSwitch(switchExpr, label: label) }
        return Stmt(kind: .expression(try lowerExpr(expr)), range: range(expr))
    }

    package func lowerStmt(_ stmt: StmtSyntax, label: String?) throws -> Stmt {
        let where_ = range(stmt)
        if let node = stmt.as(ExpressionStmtSyntax.self) {
            return try lowerExpressionStatement(node.expression, label: label)
        }
        if let node = stmt.as(LabeledStmtSyntax.self) {
            return try lowerStmt(node.statement, label: node.label.text)
        }
        if let node = stmt.as(GuardStmtSyntax.self) {
            return Stmt(kind: .guardStatement(try lowerConditions(node.conditions), else: try lowerBlock(node.body)),
                        range: where_)
        }
        if let node = stmt.as(ForStmtSyntax.self) {
            if node.awaitKeyword != nil || node.tryKeyword != nil { throw unsupported("'for try await' is", node) }
            var pattern = try lowerPattern(node.pattern, binding: node.caseKeyword == nil)
            if node.caseKeyword != nil { pattern = try lowerPattern(node.pattern, binding: false) }
            return Stmt(kind: .forIn(
                pattern, sequence: try lowerExpr(node.sequence),
                whereClause: try node.whereClause.map { try lowerExpr($0.condition) },
                body: try lowerBlock(node.body), label: label), range: where_)
        }
        if let node = stmt.as(WhileStmtSyntax.self) {
            return Stmt(kind: .whileLoop(try lowerConditions(node.conditions), body: try lowerBlock(node.body),
                                         label: label), range: where_)
        }
        if let node = stmt.as(RepeatStmtSyntax.self) {
            return Stmt(kind: .repeatWhile(body: try lowerBlock(node.body), condition: try lowerExpr(node.condition),
                                           label: label), range: where_)
        }
        if let node = stmt.as(BreakStmtSyntax.self) {
            return Stmt(kind: .breakStatement(label: node.label?.text), range: where_)
        }
        if let node = stmt.as(ContinueStmtSyntax.self) {
            return Stmt(kind: .continueStatement(label: node.label?.text), range: where_)
        }
        if stmt.is(FallThroughStmtSyntax.self) { return Stmt(kind: .fallthroughStatement, range: where_) }
        if let node = stmt.as(ReturnStmtSyntax.self) {
            return Stmt(kind: .returnStatement(try node.expression.map { try lowerExpr($0) }), range: where_)
        }
        if let node = stmt.as(ThrowStmtSyntax.self) {
            return Stmt(kind: .throwStatement(try lowerExpr(node.expression)), range: where_)
        }
        if let node = stmt.as(DoStmtSyntax.self) {
            let catches = try node.catchClauses.map { clause -> CatchClause in
                guard clause.catchItems.count <= 1 else { throw unsupported("a 'catch' with several patterns is", clause) }
                let item = clause.catchItems.first
                return CatchClause(
                    pattern: try item?.pattern.map { try lowerPattern($0, binding: false) },
                    whereClause: try item?.whereClause.map { try lowerExpr($0.condition) },
                    body: try lowerBlock(clause.body), range: range(clause.catchKeyword))
            }
            return Stmt(kind: .doCatch(body: try lowerBlock(node.body), catches: catches, label: label), range: where_)
        }
        if let node = stmt.as(DeferStmtSyntax.self) {
            return Stmt(kind: .deferStatement(try lowerBlock(node.body)), range: where_)
        }
        throw unsupported("this statement is", stmt)
    }

    package func lowerIf(_ node: IfExprSyntax) throws -> Stmt {
        var elseBody: [Stmt]?
        switch node.elseBody {
        case .ifExpr(let nested): elseBody = [try lowerIf(nested)]
        case .codeBlock(let block): elseBody = try lowerBlock(block)
        case nil: elseBody = nil
        }
        return Stmt(kind: .ifStatement(try lowerConditions(node.conditions), then: try lowerBlock(node.body),
                                       else: elseBody), range: range(node))
    }

    package func lowerSwitch(_ node: SwitchExprSyntax, label: String?) throws -> Stmt {
        var cases: [SwitchCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { throw unsupported("'#if' is", element) }
            let body = try lowerItems(switchCase.statements)
            switch switchCase.label {
            case .default(let label):
                cases.append(SwitchCase(patterns: [], isDefault: true, body: body, range: range(label)))
            case .case(let label):
                let patterns = try label.caseItems.map { item in
                    (pattern: try lowerPattern(item.pattern, binding: false),
                     whereClause: try item.whereClause.map { try lowerExpr($0.condition) })
                }
                cases.append(SwitchCase(patterns: patterns, isDefault: false, body: body, range: range(label)))
            }
        }
        return Stmt(kind: .switchStatement(try lowerExpr(node.subject), cases, label: label), range: range(node))
    }

    package func lowerConditions(_ conditions: ConditionElementListSyntax) throws -> [Condition] {
        try conditions.map { element in
            switch element.condition {
            case .expression(let expr):
                return Condition(kind: .boolean(try lowerExpr(expr)), range: range(expr))
            case .optionalBinding(let binding):
                let isVar = binding.bindingSpecifier.text == "var"
                let pattern = try lowerPattern(binding.pattern, binding: true, isVar: isVar)
                return Condition(kind: .optionalBinding(
                    pattern, value: try binding.initializer.map { try lowerExpr($0.value) },
                    type: try binding.typeAnnotation.map { try lowerType($0.type) }), range: range(binding))
            case .matchingPattern(let matching):
                return Condition(kind: .matching(try lowerPattern(matching.pattern, binding: false),
                                                 try lowerExpr(matching.initializer.value)), range: range(matching))
            case .availability(let node):
                throw unsupported("'#available' is", node)
            }
        }
    }
}
