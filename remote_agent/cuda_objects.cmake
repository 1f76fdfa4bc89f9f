# SPDX-License-Identifier: GPL-3.0-or-later
# CUDA device code is compiled by nvcc into ordinary host objects (the device code travels inside them
# as a fat binary) and added to a C++ target. CMake's CUDA language is not enabled: it would have to be
# enabled in every directory whose targets link the agent library (the tests), and these few kernels
# need no device linking.
#
# Architectures: SASS for sm_90 (H100, H200, H800, H20: the GPUs the clusters rent and the baselines
# describe) and PTX for compute_80, which the driver compiles once at first launch for any newer or
# other GPU from Ampere on (A100, L40S, B200...). Every further real architecture adds a full device
# compile to every build, CI included; add them when a fleet needs them, e.g.
#   -DCLUSTERGATE_CUDA_ARCHITECTURES="80-real;90-real;100-real;80-virtual"
set(CLUSTERGATE_CUDA_ARCHITECTURES "90-real;80-virtual" CACHE STRING
    "GPU architectures for the agent's kernels: NN-real (SASS), NN-virtual (PTX) or NN (both)")

function(clustergate_add_cuda_objects target)
    set(gencode)
    foreach(arch IN LISTS CLUSTERGATE_CUDA_ARCHITECTURES)
        if(arch MATCHES "^([0-9]+[af]?)-real$")
            list(APPEND gencode "-gencode=arch=compute_${CMAKE_MATCH_1},code=sm_${CMAKE_MATCH_1}")
        elseif(arch MATCHES "^([0-9]+[af]?)-virtual$")
            list(APPEND gencode "-gencode=arch=compute_${CMAKE_MATCH_1},code=compute_${CMAKE_MATCH_1}")
        elseif(arch MATCHES "^([0-9]+[af]?)$")
            list(APPEND gencode "-gencode=arch=compute_${arch},code=[sm_${arch},compute_${arch}]")
        else()
            message(FATAL_ERROR "CLUSTERGATE_CUDA_ARCHITECTURES: '${arch}' is not NN, NN-real or NN-virtual")
        endif()
    endforeach()
    set(host_warnings -Wall,-Wextra)
    set(werror)
    if(CLUSTERGATE_WERROR)
        set(host_warnings "${host_warnings},-Werror")
        set(werror -Werror all-warnings)
    endif()
    set(launcher)
    if(CMAKE_CXX_COMPILER_LAUNCHER)
        set(launcher ${CMAKE_CXX_COMPILER_LAUNCHER})
    endif()
    get_target_property(includes ${target} INCLUDE_DIRECTORIES)
    set(include_flags)
    foreach(dir IN LISTS includes)
        if(NOT dir MATCHES "^\\$<")
            list(APPEND include_flags "-I${dir}")
        endif()
    endforeach()
    foreach(source IN LISTS ARGN)
        get_filename_component(name ${source} NAME_WE)
        set(object ${CMAKE_CURRENT_BINARY_DIR}/cuda_objects/${name}.o)
        set(depfile ${CMAKE_CURRENT_BINARY_DIR}/cuda_objects/${name}.d)
        add_custom_command(
            OUTPUT ${object}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/cuda_objects
            COMMAND ${launcher} ${CUDAToolkit_NVCC_EXECUTABLE} -ccbin ${CMAKE_CXX_COMPILER}
                    -std=c++17 -O3 -lineinfo ${gencode} ${werror} -Xcompiler=${host_warnings}
                    ${include_flags} -MD -MF ${depfile}
                    -c ${CMAKE_CURRENT_SOURCE_DIR}/${source} -o ${object}
            DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${source}
            DEPFILE ${depfile}
            COMMENT "Compiling CUDA kernels ${source} (${CLUSTERGATE_CUDA_ARCHITECTURES})"
            VERBATIM COMMAND_EXPAND_LISTS)
        target_sources(${target} PRIVATE ${object})
        set_source_files_properties(${object} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
    endforeach()
endfunction()
