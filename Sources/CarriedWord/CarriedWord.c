#include "CarriedWord.h"

static _Thread_local intptr_t carried_word_value = 0;

intptr_t carried_word_get(void) { return carried_word_value; }

void carried_word_set(intptr_t word) { carried_word_value = word; }
