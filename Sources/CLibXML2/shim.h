// libxml2's SAX2 push parser and its error records; only `StoryboardXML` imports this.
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
