// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title DevnetNft
/// @notice Devnet ERC-721 collection: an OpenZeppelin ERC-721 whose owner mints token ids of its choice.
///         The seed deploys it twice: a known collection minted to a test account, and an unknown
///         "airdrop" collection whose owner sends tokens nobody asked for (spam).
contract DevnetNft is ERC721, Ownable {
    constructor(string memory name_, string memory symbol_, address owner_) ERC721(name_, symbol_) Ownable(owner_) {}

    /// @notice Creates token `tokenId` for `to`; only the owner may mint.
    function mint(address to, uint256 tokenId) external onlyOwner {
        _mint(to, tokenId);
    }
}
