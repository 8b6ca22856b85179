// Quotation marks as the target language writes them. Spanish quotes with « » (the RAE's first
// choice, and its translators': « » in all 66 FLORES dev references that quote); the model
// writes " as often, and a mark carried across sentences (text/protect.h) comes as the source
// wrote it. A " opens where a space, an opening bracket, a line break or nothing comes before
// it, and closes elsewhere; after a digit it is an inch or seconds sign and stays, unless a «
// is open, which it closes ("cosmonaut No. 11"" had stayed «cosmonaut No. 11").
#pragma once

#include <string>
#include <string_view>

namespace heed::text {

// `text` with its " as « or », by the byte before each, and no space right after a «: the
// model's pieces often write one (" Yo soy" -> «Yo soy»). `before`: the byte written before
// `text` ('\0': none); `*open_at_end`: `text` ends with a « (the caller drops the next space).
// `*quoting`: a « is open (in: before `text`; out: after it); a " after a digit closes it then
// («cosmonauta n.º 11»), and is an inch or seconds sign otherwise.
std::string angle_quoted(std::string_view text, char before, bool* open_at_end, bool* quoting);

// `text` with each comma or full stop right before a » put after it: Spanish closes the quotation
// first («…vida», dijo; «…llegó».), as every FLORES dev reference does (58 times), where the
// model wrote ",»" and ".»" the English way (21 times). An ellipsis ("…»", "...»") stays inside.
std::string punctuation_after_quotes(std::string_view text);

// The comma or full stop ending `text` that Spanish writes after a » that follows it ("x," ->
// "x»,"), or '\0': none, or the last dot of an ellipsis, which stays inside.
char mark_after_closing_quote(std::string_view text);

// Spanish's opening marks, before an exclamation and a question.
inline constexpr std::string_view kOpeningExclamation = "\xC2\xA1";  // ¡
inline constexpr std::string_view kOpeningQuestion = "\xC2\xBF";     // ¿

// `text` without a space right after an opening bracket ("( tiempo del este)": a word-start piece
// chosen after "(") and, with `marks` (Spanish), after its opening ¡ or ¿, which the model's pieces
// sometimes write ("Buenos días, ¡ todos!"); `*open_at_end`: `text` ends with one (the caller
// drops the next space).
std::string glue_opening_marks(std::string_view text, bool* open_at_end, bool marks);

// Whether a « is open after `text`, given whether one was open before it.
bool quoting_after(std::string_view text, bool quoting);

// A quotation mark carried as a span, as Spanish writes it: “ „ open («), ” closes (»), a " by
// the byte before it. Anything else is returned as it is.
std::string angle_quote_mark(std::string_view mark, char before);

}  // namespace heed::text
