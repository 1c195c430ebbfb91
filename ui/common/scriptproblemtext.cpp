// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptproblemtext.h"

#include <utility>

namespace sb {

namespace {
    // One sentence per problem; %1, %2 are the error's args in their order.
    const std::pair<ScriptProblem, const char*> kTexts[] = {
        { ScriptProblem::StatementNotTerminated,
            QT_TRANSLATE_NOOP("ScriptProblemText", "statement not terminated by ';' before line %1") },
        { ScriptProblem::RepeatNotEndedBefore,
            QT_TRANSLATE_NOOP("ScriptProblemText", "\\repeat without \\end before line %1") },
        { ScriptProblem::UnknownCommand,
            QT_TRANSLATE_NOOP("ScriptProblemText", "unknown command '\\%1': use \\set, \\repeat or \\end") },
        { ScriptProblem::VariableNameExpected,
            QT_TRANSLATE_NOOP("ScriptProblemText", "a variable name is expected after \\set") },
        { ScriptProblem::ValueExpected,
            QT_TRANSLATE_NOOP(
                "ScriptProblemText", "a value is expected: a number or a function such as uniform(1, 1000)") },
        { ScriptProblem::TextAfterValue, QT_TRANSLATE_NOOP("ScriptProblemText", "unexpected text after the value") },
        { ScriptProblem::WholeNumberExpected, QT_TRANSLATE_NOOP("ScriptProblemText", "a whole number is expected") },
        { ScriptProblem::UnknownFunction,
            QT_TRANSLATE_NOOP("ScriptProblemText",
                "unknown function '%1': use uniform, random, gaussian, zipfian, pareto, special or string") },
        { ScriptProblem::OpenParenExpected, QT_TRANSLATE_NOOP("ScriptProblemText", "'(' is expected after %1") },
        { ScriptProblem::PatternExpected,
            QT_TRANSLATE_NOOP("ScriptProblemText", "string() takes a quoted pattern: string('@@@-####')") },
        { ScriptProblem::PatternUnterminated, QT_TRANSLATE_NOOP("ScriptProblemText", "unterminated pattern") },
        { ScriptProblem::PatternLength, QT_TRANSLATE_NOOP("ScriptProblemText", "a pattern has 1 to %1 characters") },
        { ScriptProblem::PatternCloseParen,
            QT_TRANSLATE_NOOP("ScriptProblemText", "')' is expected: string() takes one pattern") },
        { ScriptProblem::NumberExpected, QT_TRANSLATE_NOOP("ScriptProblemText", "a number is expected") },
        { ScriptProblem::CommaOrParenExpected, QT_TRANSLATE_NOOP("ScriptProblemText", "',' or ')' is expected") },
        { ScriptProblem::CloseParenExpected, QT_TRANSLATE_NOOP("ScriptProblemText", "')' is expected") },
        { ScriptProblem::TwoArguments, QT_TRANSLATE_NOOP("ScriptProblemText", "%1() takes 2 arguments (low, high)") },
        { ScriptProblem::TwoOrThreeArguments,
            QT_TRANSLATE_NOOP("ScriptProblemText", "%1() takes 2 or 3 arguments (low, high[, parameter])") },
        { ScriptProblem::LowAboveHigh, QT_TRANSLATE_NOOP("ScriptProblemText", "low (%1) is above high (%2)") },
        { ScriptProblem::RangeTooWide, QT_TRANSLATE_NOOP("ScriptProblemText", "the range spans more than %1 values") },
        { ScriptProblem::ZipfianNegative,
            QT_TRANSLATE_NOOP("ScriptProblemText", "the zipfian exponent must not be negative") },
        { ScriptProblem::ParetoRange,
            QT_TRANSLATE_NOOP("ScriptProblemText", "pareto's h must be between 0 and 1 (exclusive)") },
        { ScriptProblem::VariableSetTwice,
            QT_TRANSLATE_NOOP("ScriptProblemText", "variable '%1' is set already at line %2") },
        { ScriptProblem::RepeatOutsidePrepare,
            QT_TRANSLATE_NOOP("ScriptProblemText", "\\repeat is only allowed in the prepare section") },
        { ScriptProblem::RepeatNested,
            QT_TRANSLATE_NOOP("ScriptProblemText", "\\repeat blocks do not nest (the open one is at line %1)") },
        { ScriptProblem::RepeatCount,
            QT_TRANSLATE_NOOP("ScriptProblemText", "\\repeat takes a count of at least 1: \\repeat 10000 [variable]") },
        { ScriptProblem::LoopVariableExpected,
            QT_TRANSLATE_NOOP("ScriptProblemText", "a variable name is expected after the count") },
        { ScriptProblem::TextAfterRepeat, QT_TRANSLATE_NOOP("ScriptProblemText", "unexpected text after \\repeat") },
        { ScriptProblem::EndWithoutRepeat, QT_TRANSLATE_NOOP("ScriptProblemText", "\\end without \\repeat") },
        { ScriptProblem::TextAfterEnd, QT_TRANSLATE_NOOP("ScriptProblemText", "unexpected text after \\end") },
        { ScriptProblem::QuestionMark,
            QT_TRANSLATE_NOOP("ScriptProblemText", "'?' is not a placeholder in scripts: use :variable") },
        { ScriptProblem::UnknownVariable,
            QT_TRANSLATE_NOOP("ScriptProblemText", "unknown variable ':%1' (set it with \\set before using it)") },
        { ScriptProblem::VariableOfPrepare,
            QT_TRANSLATE_NOOP("ScriptProblemText", "variable ':%1' is set in the prepare section") },
        { ScriptProblem::VariableOfRun,
            QT_TRANSLATE_NOOP("ScriptProblemText", "variable ':%1' is set in the run section") },
        { ScriptProblem::TransactionInRepeat,
            QT_TRANSLATE_NOOP(
                "ScriptProblemText", "no transaction statements inside \\repeat: ScaleBench commits every 1000 rows") },
        { ScriptProblem::NestedBegin,
            QT_TRANSLATE_NOOP("ScriptProblemText", "BEGIN inside the transaction opened at line %1") },
        { ScriptProblem::TableCreatedTwice, QT_TRANSLATE_NOOP("ScriptProblemText", "table %1 is created twice") },
        { ScriptProblem::TableNameNotPlain,
            QT_TRANSLATE_NOOP("ScriptProblemText",
                "CREATE TABLE needs a plain table name (letters, digits, '_', '$'; no database prefix): '%1'") },
        { ScriptProblem::UnterminatedQuote, QT_TRANSLATE_NOOP("ScriptProblemText", "unterminated %1 quote") },
        { ScriptProblem::UnterminatedComment, QT_TRANSLATE_NOOP("ScriptProblemText", "unterminated /* comment") },
        { ScriptProblem::RepeatWithoutEnd, QT_TRANSLATE_NOOP("ScriptProblemText", "\\repeat without \\end") },
        { ScriptProblem::BeginWithoutEnd, QT_TRANSLATE_NOOP("ScriptProblemText", "BEGIN without COMMIT or ROLLBACK") },
        { ScriptProblem::NothingToRun,
            QT_TRANSLATE_NOOP("ScriptProblemText", "no statement to run (everything is in the prepare section?)") },
        { ScriptProblem::ListFileMissing,
            QT_TRANSLATE_NOOP("ScriptProblemText", "'%1': a file name is missing (FILE[@WEIGHT],...)") },
        { ScriptProblem::ListWeight,
            QT_TRANSLATE_NOOP("ScriptProblemText", "'%1': the weight after '@' must be a whole number of at least 1") },
        { ScriptProblem::ListFileBeforeAt,
            QT_TRANSLATE_NOOP("ScriptProblemText", "'%1': a file name is missing before '@'") },
        { ScriptProblem::NoScripts,
            QT_TRANSLATE_NOOP("ScriptProblemText", "give at least one script file (FILE[@WEIGHT],...)") },
        { ScriptProblem::TableOfOtherScript,
            QT_TRANSLATE_NOOP("ScriptProblemText", "table %1 is created by %2 already") },
    };
}

QString ScriptProblemText::describe(ScriptProblem problem, const QStringList& args)
{
    for (const auto& [p, text] : kTexts) {
        if (p != problem)
            continue;
        // As many values as the sentence has places: arg() with more values than places warns and fills nothing,
        // and an error read from another version's file may carry more args than its sentence here needs. One arg()
        // call for two values: a value that holds "%1" (a file name) is not replaced again.
        const QString words = tr(text);
        if (words.contains(QLatin1String("%2")))
            return words.arg(args.value(0), args.value(1));
        return words.contains(QLatin1String("%1")) ? words.arg(args.value(0)) : words;
    }
    return tr("the script is wrong");
}

} // namespace sb
