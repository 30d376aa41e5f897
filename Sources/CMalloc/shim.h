// glibc's malloc tuning (`mallopt`, `<malloc.h>`); only `Parallel` imports it.
#if defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif
