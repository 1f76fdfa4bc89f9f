// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the encrypted file vault's decoder on arbitrary file contents. The header parser, the
// authenticated decryption (with a fixed key: the key derivation is the one step not worth fuzzing, and
// its cost is bounded by the header checks) and the payload parser must never crash, and must keep their
// promises: a header that parses describes exactly the file's size, and a payload that parses
// serialises back to the same bytes.
#include "secrets/vault_codec.h"

#include <cstdint>
#include <cstdlib>

using namespace cg::secrets;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

const VaultKey &fixedKey()
{
    static const VaultKey key = [] {
        // log2N = 10 keeps this one derivation cheap.
        auto k = VaultCodec::deriveKey("fuzz passphrase", QByteArray(VaultCodec::kSaltSize, 's'),
                                       KdfParams{10, 8, 1});
        require(k.ok());
        return std::move(k.value());
    }();
    return key;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray file = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));

    const auto header = VaultCodec::parseHeader(file);
    if (header.ok()) {
        require(file.size() ==
                VaultCodec::kHeaderSize + qsizetype(header->ciphertextLength) + VaultCodec::kTagSize);
        require(VaultCodec::acceptable(header->kdf));
        require(header->salt.size() == VaultCodec::kSaltSize &&
                header->nonce.size() == VaultCodec::kNonceSize);
        const auto plain = VaultCodec::open(file, header.value(), fixedKey());
        require(plain.ok() || plain.code() == SecretError::WrongPassphrase ||
                plain.code() == SecretError::VaultDamaged);
        if (plain.ok()) // only with the fuzz key's verifier and a valid tag: then the payload is ours
            (void)VaultCodec::parsePayload(plain.value());
    } else {
        require(header.code() == SecretError::VaultDamaged && !header.error().isEmpty());
    }

    // The payload parser on the raw input (what a decrypted vault would hold).
    const auto entries = VaultCodec::parsePayload(file);
    if (entries.ok()) {
        require(VaultCodec::serializePayload(entries.value()) == file);
        for (const VaultEntry &e : entries.value())
            require(isValidCredentialId(e.id));
    }
    return 0;
}
