# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DBUILD_DIR=<build> -P link_check_bites.cmake: builds the two wrong-way link checks of
# tests/link_check/CMakeLists.txt; passes when the declared one links and the undeclared one fails on the
# ledger's symbol (and not on anything else).
function(build_target target out_rc out_log)
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${target}
        RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
    set(${out_rc} ${rc} PARENT_SCOPE)
    set(${out_log} "${log}" PARENT_SCOPE)
endfunction()

build_target(cg_wrong_way_declared_link_check rc log)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the library that declares the ledger should link, but:\n${log}")
endif()
build_target(cg_wrong_way_undeclared_link_check rc log)
if(rc EQUAL 0)
    message(FATAL_ERROR "the library that calls the ledger without declaring it linked: the check does not bite")
endif()
if(NOT log MATCHES "undefined (symbol|reference)[^\n]*cg::ledger::sha256")
    message(FATAL_ERROR "the undeclared library failed, but not on the ledger's symbol:\n${log}")
endif()
message(STATUS "the wrong-way call fails to link: cg::ledger::sha256 is undefined without clustergate_ledger")
