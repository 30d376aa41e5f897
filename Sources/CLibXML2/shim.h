// libxml2's SAX2 push parser and its error records; only `StoryboardXML` imports this.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include ICU's <unicode/ucnv.h>,
// whose `UErrorCode` clashes with Foundation's own ICU module in a target that imports both
// ("'UErrorCode' has different definitions in different modules"). Nothing here uses ICU
// encodings or reads `xmlCharEncodingHandler` by value (only pointers to it are passed), so
// the ICU declarations are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
