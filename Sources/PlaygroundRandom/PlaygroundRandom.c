// Deterministic random numbers for the playground: see include/PlaygroundRandom.h.
//
// The definitions below shadow the C library's for the whole process because the executable is
// searched first when the dynamic linker resolves a symbol. The linker puts an executable's
// symbol in its dynamic symbol table when a shared library of the link refers to it:
// libswiftCore refers to `syscall`, so that one always interposes; the target's linker settings
// export the others.

#define _GNU_SOURCE
#include "PlaygroundRandom.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>

// MARK: - The seeded generator (xoshiro256**, seeded by splitmix64)

static pthread_mutex_t generator_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_bool seeded = false;
static uint64_t state[4];

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t rotate_left(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// The generator's next 64 bits; the caller holds `generator_lock`.
static uint64_t next_locked(void) {
    uint64_t result = rotate_left(state[1] * 5, 7) * 9;
    uint64_t t = state[1] << 17;
    state[2] ^= state[0];
    state[3] ^= state[1];
    state[1] ^= state[2];
    state[0] ^= state[3];
    state[2] ^= t;
    state[3] = rotate_left(state[3], 45);
    return result;
}

static void fill(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    pthread_mutex_lock(&generator_lock);
    while (count > 0) {
        uint64_t word = next_locked();
        size_t chunk = count < sizeof word ? count : sizeof word;
        memcpy(bytes, &word, chunk);
        bytes += chunk;
        count -= chunk;
    }
    pthread_mutex_unlock(&generator_lock);
}

void playground_random_seed(uint64_t seed) {
    pthread_mutex_lock(&generator_lock);
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) state[i] = splitmix64(&x);
    atomic_store(&seeded, true);
    pthread_mutex_unlock(&generator_lock);
}

void playground_random_unseed(void) { atomic_store(&seeded, false); }

bool playground_random_is_seeded(void) { return atomic_load(&seeded); }

// MARK: - The C library's, for when nothing is seeded

// The next definition of `name` after this executable's: the C library's.
static void *next_definition(_Atomic(void *) *cache, const char *name) {
    void *function = atomic_load(cache);
    if (function == NULL) {
        function = dlsym(RTLD_NEXT, name);
        atomic_store(cache, function);
    }
    return function;
}

// Declares `real_NAME`, the C library's NAME, of type `NAME_function`.
#define NEXT(name)                                                                                  \
    static _Atomic(void *) cache_##name;                                                            \
    name##_function real_##name = (name##_function)next_definition(&cache_##name, #name)

typedef long (*syscall_function)(long, ...);
typedef ssize_t (*getrandom_function)(void *, size_t, unsigned int);
typedef int (*getentropy_function)(void *, size_t);
typedef uint32_t (*arc4random_function)(void);
typedef void (*arc4random_buf_function)(void *, size_t);
typedef uint32_t (*arc4random_uniform_function)(uint32_t);

// MARK: - The interposed functions

long syscall(long number, ...) {
    va_list arguments;
    va_start(arguments, number);
    // At most six arguments, as the C library's own `syscall` reads them.
    long a1 = va_arg(arguments, long), a2 = va_arg(arguments, long), a3 = va_arg(arguments, long);
    long a4 = va_arg(arguments, long), a5 = va_arg(arguments, long), a6 = va_arg(arguments, long);
    va_end(arguments);
    if (number == SYS_getrandom && atomic_load(&seeded)) {
        fill((void *)a1, (size_t)a2);
        return a2;
    }
    NEXT(syscall);
    return real_syscall(number, a1, a2, a3, a4, a5, a6);
}

ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
    if (atomic_load(&seeded)) {
        fill(buffer, length);
        return (ssize_t)length;
    }
    NEXT(getrandom);
    return real_getrandom(buffer, length, flags);
}

int getentropy(void *buffer, size_t length) {
    if (atomic_load(&seeded)) {
        if (length > 256) {
            errno = EIO;
            return -1;
        }
        fill(buffer, length);
        return 0;
    }
    NEXT(getentropy);
    return real_getentropy(buffer, length);
}

uint32_t arc4random(void) {
    if (atomic_load(&seeded)) {
        uint32_t value;
        fill(&value, sizeof value);
        return value;
    }
    NEXT(arc4random);
    return real_arc4random();
}

void arc4random_buf(void *buffer, size_t length) {
    if (atomic_load(&seeded)) {
        fill(buffer, length);
        return;
    }
    NEXT(arc4random_buf);
    real_arc4random_buf(buffer, length);
}

uint32_t arc4random_uniform(uint32_t upper_bound) {
    if (atomic_load(&seeded)) {
        if (upper_bound < 2) return 0;
        // Rejection sampling, as the C library does, so every value is equally likely.
        uint32_t minimum = (uint32_t)(-upper_bound) % upper_bound;
        uint32_t value;
        do fill(&value, sizeof value);
        while (value < minimum);
        return value % upper_bound;
    }
    NEXT(arc4random_uniform);
    return real_arc4random_uniform(upper_bound);
}
