#ifndef PLAYGROUND_RANDOM_H
#define PLAYGROUND_RANDOM_H

#include <stdbool.h>
#include <stdint.h>

/// Makes every random number in the process come from a generator seeded with `seed`, so a
/// session's random numbers are the same in every run.
///
/// Swift's `SystemRandomNumberGenerator` (behind `Int.random(in:)`, `Bool.random()`,
/// `shuffled()`, `randomElement()`) reads the kernel's `getrandom` through the C library's
/// `syscall`; this target defines `syscall`, `getrandom`, `getentropy` and the `arc4random`
/// family in the executable that links it, which takes precedence over the C library's for the
/// whole process, code in libraries opened later with `dlopen` included. While seeded they return
/// bytes of a xoshiro256** generator; otherwise they pass every call through to the C library.
///
/// Seeding again restarts the sequence. Hash seeds are drawn when the runtime starts, before
/// anyone can seed: set `SWIFT_DETERMINISTIC_HASHING=1` in the environment for those.
///
/// - Parameter seed: the sequence's seed.
void playground_random_seed(uint64_t seed);

/// Returns random numbers to the system's generator.
void playground_random_unseed(void);

/// Whether random numbers come from the seeded generator.
bool playground_random_is_seeded(void);

#endif
