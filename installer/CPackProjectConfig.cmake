# SPDX-License-Identifier: GPL-3.0-or-later
# Read by cpack before each generator runs (CPACK_PROJECT_CONFIG_FILE).

# The source tarball holds the tree as it is, not under the /usr the binary packages install to.
if(CPACK_INSTALLED_DIRECTORIES AND CPACK_GENERATOR STREQUAL CPACK_SOURCE_GENERATOR)
    unset(CPACK_PACKAGING_INSTALL_PREFIX)
endif()
