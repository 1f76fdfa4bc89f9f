/* SPDX-License-Identifier: BSD-3-Clause */
/* The configuration of the bundled libssh2 for Linux with glibc and OpenSSL, written once instead of
   probed: the build targets Debian 12 and later, where each of these holds. */
#ifndef CG_LIBSSH2_CONFIG_H
#define CG_LIBSSH2_CONFIG_H

#define HAVE_UNISTD_H
#define HAVE_INTTYPES_H
#define HAVE_STDLIB_H
#define HAVE_SYS_SELECT_H
#define HAVE_SYS_UIO_H
#define HAVE_SYS_SOCKET_H
#define HAVE_SYS_IOCTL_H
#define HAVE_SYS_TIME_H
#define HAVE_SYS_UN_H
#define HAVE_LONGLONG
#define HAVE_GETTIMEOFDAY
#define HAVE_INET_ADDR
#define HAVE_POLL
#define HAVE_SELECT
#define HAVE_SOCKET
#define HAVE_STRTOLL
#define HAVE_SNPRINTF
#define HAVE_EVP_AES_128_CTR
#define HAVE_O_NONBLOCK

#endif
