// SPDX-License-Identifier: MIT
// Test-only contract accounts for the names routes' ERC-1271 / ERC-6492 checks (compiled in the test).
pragma solidity ^0.8.20;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// A minimal smart account: a signature is valid when its owner signed the hash (ERC-1271).
contract OwnedAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure,) = ECDSA.tryRecover(hash, signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys OwnedAccounts with CREATE2, so their address is known before deployment (ERC-6492).
contract OwnedAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (OwnedAccount) {
        return new OwnedAccount{salt: salt}(owner);
    }

    /// The same account, deployed after `rounds` of hashing: a deployment that costs what its caller wants.
    function deployAfterBurning(address owner, bytes32 salt, uint256 rounds) external returns (OwnedAccount) {
        bytes32 state = salt;
        for (uint256 i = 0; i < rounds; i++) {
            assembly {
                mstore(0, state)
                mstore(32, i)
                state := keccak256(0, 64)
            }
        }
        require(state != bytes32(0), "unreachable");
        return new OwnedAccount{salt: salt}(owner);
    }
}
