// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title WrappedEther
/// @notice Latch's own wrapped ether with the public interface of WETH9: deposit/withdraw, ERC-20,
///         the Deposit/Withdrawal events, plain ether transfers wrap, an allowance of type(uint256).max
///         never decreases, and totalSupply is the ether the contract holds.
contract WrappedEther {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address owner, address spender, uint256 allowance, uint256 needed);
    error EtherTransferFailed(address to, uint256 wad);

    receive() external payable {
        deposit();
    }

    fallback() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < wad) revert InsufficientBalance(msg.sender, balance, wad);
        balanceOf[msg.sender] = balance - wad;
        emit Withdrawal(msg.sender, wad);
        (bool sent,) = payable(msg.sender).call{value: wad}("");
        if (!sent) revert EtherTransferFailed(msg.sender, wad);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        uint256 balance = balanceOf[src];
        if (balance < wad) revert InsufficientBalance(src, balance, wad);

        if (src != msg.sender) {
            uint256 allowed = allowance[src][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < wad) revert InsufficientAllowance(src, msg.sender, allowed, wad);
                allowance[src][msg.sender] = allowed - wad;
            }
        }

        balanceOf[src] = balance - wad;
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }
}
