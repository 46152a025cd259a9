#ifndef CARRIED_WORD_H
#define CARRIED_WORD_H

#include <stdint.h>

// One word per thread for `CarriedContext` (VirtualClock): a C thread-local, read and written
// through these two functions. VirtualClock calls them by symbol name (`@_silgen_name`) without
// importing this module, so learner code that imports VirtualClock's clients needs no C module;
// a call and a load through the thread pointer, where pthread_getspecific cost a lookup.

intptr_t carried_word_get(void);

void carried_word_set(intptr_t word);

#endif
