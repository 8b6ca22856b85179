# Included by the top-level CMakeLists.txt when configured with `emcmake cmake` (EMSCRIPTEN set),
# before the engine: compile flags shared by every engine library and the bindings, and the two
# header-only host packages the engine uses. Link flags live with the one linked target, in
# wasm/CMakeLists.txt.

# -O3: the engine is all arithmetic; Release already says -O3, repeated so a Debug configure of
# the wasm build still gives a usable translator (debugging happens natively).
# -msimd128: WASM SIMD128 for the auto-vectoriser, Eigen and the *_wasm.cc kernels; defines
# __wasm_simd128__, the only target macro the engine tests. Browsers without SIMD are refused
# up front by web/heed.js ('no-simd') rather than failing at instantiation.
# -fwasm-exceptions: the engine reports every failure by throwing heed::Error. Native wasm
# exception handling costs nothing until a throw, whereas Emscripten's JS-based -fexceptions
# routes every call that may throw through a JS trampoline (slow in the decoder's hot loop).
# Every browser with SIMD128 except Chrome 91-94 also has wasm exceptions. It must be given to
# every object file that throws or catches, hence here rather than on the final link only.
add_compile_options(-O3 -msimd128 -fwasm-exceptions)

# Eigen and nlohmann_json are header-only, so the host's Debian headers serve wasm too. They are
# found by path instead of find_package(): the packages' CMake configs would put /usr/include on
# the include path, where glibc's headers would shadow Emscripten's libc.
find_path(HEED_EIGEN3_INCLUDE_DIR Eigen/Core PATHS /usr/include/eigen3 NO_CMAKE_FIND_ROOT_PATH
          NO_DEFAULT_PATH REQUIRED)
find_path(HEED_NLOHMANN_PARENT_DIR nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH
          NO_DEFAULT_PATH REQUIRED)
# Expose only nlohmann/ through a directory of its own (a symlink in the build tree).
set(heed_host_headers ${CMAKE_BINARY_DIR}/host_headers)
file(MAKE_DIRECTORY ${heed_host_headers})
if(NOT EXISTS ${heed_host_headers}/nlohmann)
  file(CREATE_LINK ${HEED_NLOHMANN_PARENT_DIR}/nlohmann ${heed_host_headers}/nlohmann SYMBOLIC)
endif()

add_library(Eigen3::Eigen INTERFACE IMPORTED)
set_target_properties(Eigen3::Eigen PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${HEED_EIGEN3_INCLUDE_DIR})
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
                      INTERFACE_INCLUDE_DIRECTORIES ${heed_host_headers})
