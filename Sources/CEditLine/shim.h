#ifndef RXPLAY_CEDITLINE_SHIM_H
#define RXPLAY_CEDITLINE_SHIM_H
// libedit's readline-compatible API; it uses FILE, so stdio comes first.
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <editline/readline.h>
#endif
