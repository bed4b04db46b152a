"""The staff PIN: stored only as a salted scrypt hash, checked in constant time, and locked after wrong tries.

The PIN itself never leaves the function that checks it: it is not stored, logged or kept on an object.
"""
from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import Any, Callable

MIN_PIN_DIGITS, MAX_PIN_DIGITS = 4, 8
SALT_BYTES = 16
# scrypt's cost: about 16 MiB and a few tens of milliseconds, felt by nobody typing a PIN but slow for guessing
# all 111 million PINs of 4-8 digits from a stolen kiosk.json.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
HASH_BYTES = 32
# Bounds a hand-edited file may not exceed: a huge n would make scrypt take all memory on the next PIN check.
MAX_SCRYPT_N, MAX_SCRYPT_R, MAX_SCRYPT_P = 2**16, 16, 4
MAX_SCRYPT_MEMORY = 64 * 1024 * 1024 + 1024 * 1024
WRONG_TRIES_BEFORE_LOCK = 3
LOCK_SECONDS = 60.0


@dataclass(frozen=True)
class PinHash:
    salt: bytes
    hash: bytes
    n: int = SCRYPT_N
    r: int = SCRYPT_R
    p: int = SCRYPT_P

    def to_json(self) -> dict[str, Any]:
        return {"salt": self.salt.hex(), "hash": self.hash.hex(), "n": self.n, "r": self.r, "p": self.p}


def valid_pin(text: object) -> bool:
    """4 to 8 ASCII digits and nothing else (str.isdigit would also accept "٣" or "²")."""
    return (isinstance(text, str) and MIN_PIN_DIGITS <= len(text) <= MAX_PIN_DIGITS
            and all("0" <= char <= "9" for char in text))


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode("ascii"), salt=salt, n=n, r=r, p=p, maxmem=MAX_SCRYPT_MEMORY, dklen=HASH_BYTES)


def hash_pin(pin: str, salt: bytes | None = None, n: int = SCRYPT_N) -> PinHash:
    """A fresh salted hash of a valid PIN (raises ValueError for anything else). Only a PIN that guards nothing
    (the gallery's) is hashed with a smaller ``n``."""
    if not valid_pin(pin):
        raise ValueError("a PIN is 4 to 8 digits")
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    return PinHash(salt=salt, hash=_scrypt(pin, salt, n, SCRYPT_R, SCRYPT_P), n=n)


def verify_pin(pin: object, stored: PinHash) -> bool:
    """Whether ``pin`` is the one ``stored`` was made from; anything that is not a valid PIN is simply wrong."""
    if not valid_pin(pin):
        return False
    assert isinstance(pin, str)
    try:
        candidate = _scrypt(pin, stored.salt, stored.n, stored.r, stored.p)
    except (ValueError, MemoryError, OverflowError):
        return False
    return hmac.compare_digest(candidate, stored.hash)


def _power_of_two(value: object, largest: int) -> bool:
    return type(value) is int and 2 <= value <= largest and value & (value - 1) == 0


def _small_int(value: object, largest: int) -> bool:
    return type(value) is int and 1 <= value <= largest


def _hex_bytes(value: object, length: int) -> bytes | None:
    if not isinstance(value, str) or len(value) != 2 * length:
        return None
    try:
        return bytes.fromhex(value)
    except ValueError:
        return None


def pin_hash_from_json(data: object) -> PinHash | None:
    """A PinHash from what ``to_json`` wrote, or None for anything else (any value of any type)."""
    if not isinstance(data, dict):
        return None
    salt = _hex_bytes(data.get("salt"), SALT_BYTES)
    digest = _hex_bytes(data.get("hash"), HASH_BYTES)
    n, r, p = data.get("n"), data.get("r"), data.get("p")
    if salt is None or digest is None or not _power_of_two(n, MAX_SCRYPT_N):
        return None
    if not _small_int(r, MAX_SCRYPT_R) or not _small_int(p, MAX_SCRYPT_P):
        return None
    assert isinstance(n, int) and isinstance(r, int) and isinstance(p, int)
    if 128 * r * n > MAX_SCRYPT_MEMORY:
        return None
    return PinHash(salt=salt, hash=digest, n=n, r=r, p=p)


class PinGuard:
    """Counts wrong PINs in a row on an injected clock (seconds): the third locks the pad for a minute."""

    def __init__(self, clock: Callable[[], float], tries: int = WRONG_TRIES_BEFORE_LOCK,
                 lock_seconds: float = LOCK_SECONDS) -> None:
        self.clock = clock
        self.tries = tries
        self.lock_seconds = lock_seconds
        self.wrong_in_a_row = 0
        self.locked_until: float | None = None

    def locked_for(self) -> float:
        """Seconds until the pad takes PINs again (0 when it does)."""
        if self.locked_until is None:
            return 0.0
        left = self.locked_until - self.clock()
        if left <= 0:
            self.locked_until = None
            return 0.0
        return left

    def check(self, pin: str, stored: PinHash) -> bool:
        """Whether ``pin`` opens; always False while locked, without even looking at it."""
        if self.locked_for() > 0:
            return False
        if verify_pin(pin, stored):
            self.wrong_in_a_row = 0
            return True
        self.wrong_in_a_row += 1
        if self.wrong_in_a_row >= self.tries:
            self.wrong_in_a_row = 0
            self.locked_until = self.clock() + self.lock_seconds
        return False
