// The one translation unit that holds Catch2's main, shared by every test executable.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
