// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FarcasterIdRegistry
/// @notice Devnet stand-in for Farcaster's IdRegistry on Optimism: which address holds (is the custody of)
///         each Farcaster id. It answers the registry's reads (`custodyOf`, `idOf`, `idCounter`) and emits its
///         `Register` event; ids are handed out by the owner (the devnet seed), not bought through a gateway.
contract FarcasterIdRegistry {
    /// @notice The account that may register further ids.
    address public immutable owner;
    /// @notice The highest id registered so far.
    uint256 public idCounter;
    /// @notice The custody address of an id (zero when the id is not registered).
    mapping(uint256 id => address custody) public custodyOf;
    /// @notice The id an address holds (zero when it holds none).
    mapping(address custody => uint256 id) public idOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized();
    error InvalidId();
    error InvalidCustody();
    error IdTaken();
    error HasId();
    error LengthMismatch();

    /// @param owner_ may register ids later
    /// @param ids the ids registered at deployment, each to the custody address at the same index
    constructor(address owner_, uint256[] memory ids, address[] memory custodies) {
        if (ids.length != custodies.length) revert LengthMismatch();
        owner = owner_;
        for (uint256 i = 0; i < ids.length; i++) {
            _register(ids[i], custodies[i]);
        }
    }

    /// @notice Gives `id` to `to`; only the owner may, and only for a free id and an address holding none.
    function register(uint256 id, address to) external {
        if (msg.sender != owner) revert Unauthorized();
        _register(id, to);
    }

    function _register(uint256 id, address to) private {
        if (id == 0) revert InvalidId();
        if (to == address(0)) revert InvalidCustody();
        if (custodyOf[id] != address(0)) revert IdTaken();
        if (idOf[to] != 0) revert HasId();
        custodyOf[id] = to;
        idOf[to] = id;
        if (id > idCounter) idCounter = id;
        emit Register(to, id, address(0));
    }
}
