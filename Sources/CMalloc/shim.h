// glibc's malloc tuning (`mallopt`, `<malloc.h>`); only `Parallel` imports it.
#if defined(__linux__)
#include <malloc.h>
#endif
