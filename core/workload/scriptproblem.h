// SPDX-License-Identifier: GPL-3.0-or-later
// What is wrong with a custom SQL script or the --scripts list: the value of an ErrorCode::ScriptInvalid error, whose
// args are listed beside each problem. ui/common/scriptproblemtext says it in words.
#pragma once

namespace sb {

enum class ScriptProblem {
    StatementNotTerminated = 1, // args: the line that came before the ';'
    RepeatNotEndedBefore, // args: the line of the section marker
    UnknownCommand, // args: the command name
    VariableNameExpected, // after \set
    ValueExpected,
    TextAfterValue,
    WholeNumberExpected,
    UnknownFunction, // args: the name
    OpenParenExpected, // args: the function name
    PatternExpected, // string() without a quoted pattern
    PatternUnterminated,
    PatternLength, // args: the longest pattern
    PatternCloseParen,
    NumberExpected,
    CommaOrParenExpected,
    CloseParenExpected,
    TwoArguments, // args: the function name
    TwoOrThreeArguments, // args: the function name
    LowAboveHigh, // args: low, high
    RangeTooWide, // args: the widest span
    ZipfianNegative,
    ParetoRange,
    VariableSetTwice, // args: the name, the line where it was set
    RepeatOutsidePrepare,
    RepeatNested, // args: the line of the open \repeat
    RepeatCount,
    LoopVariableExpected,
    TextAfterRepeat,
    EndWithoutRepeat,
    TextAfterEnd,
    QuestionMark,
    UnknownVariable, // args: the name
    VariableOfPrepare, // a run statement uses a variable of the prepare section; args: the name
    VariableOfRun, // and the other way round; args: the name
    TransactionInRepeat,
    NestedBegin, // args: the line of the open BEGIN
    TableCreatedTwice, // args: the table
    TableNameNotPlain, // args: the table as written
    UnterminatedQuote, // args: the quote character
    UnterminatedComment,
    RepeatWithoutEnd,
    BeginWithoutEnd,
    NothingToRun,
    ListFileMissing, // --scripts: args: the list
    ListWeight, // --scripts: args: the item
    ListFileBeforeAt, // --scripts: args: the item
    NoScripts, // --scripts is empty
    TableOfOtherScript, // args: the table, the script that creates it
};

} // namespace sb
