# skald_library(<target> <folder> <dependencies>...): one static library made from every
# *.cpp below <folder> (relative to the calling CMakeLists.txt). A folder without sources
# yet becomes an INTERFACE library so dependants can already name it. Include roots are
# lib/ and the repository root, as DESIGN.md says.
function(skald_library name dir)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/${dir}/*.cpp")
  if(sources)
    set(scope PUBLIC)
    add_library(${name} STATIC ${sources})
  else()
    set(scope INTERFACE)
    add_library(${name} INTERFACE)
  endif()
  target_include_directories(${name} ${scope} ${PROJECT_SOURCE_DIR}/lib ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} ${scope} ${ARGN})
endfunction()
