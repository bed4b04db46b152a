"""The staff PIN: stored only as a salted scrypt hash, checked in constant time, and locked after wrong tries.

The PIN itself never leaves the function that checks it: it is not stored, logged or kept on an object.
"""
from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import Any, Callable, Protocol

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
# Each further run of wrong PINs locks the pad longer, up to an hour; a right PIN starts again at a minute.
LOCK_STEPS_SECONDS: tuple[float, ...] = (60.0, 120.0, 300.0, 900.0, 1800.0, 3600.0)
LOCK_SECONDS = LOCK_STEPS_SECONDS[0]
# While locked, the remaining time is written down this often: a power cut gives back at most these seconds.
SAVE_EVERY_SECONDS = 2.0


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


def weak_pin_reason(pin: str) -> str | None:
    """Why ``pin`` is too easy to guess ("repeated": one digit over and over; "run": a straight run up or down
    such as 1234 or 9876), or None when it is not."""
    if len(set(pin)) == 1:
        return "repeated"
    steps = {int(b) - int(a) for a, b in zip(pin, pin[1:])}
    if steps in ({1}, {-1}):
        return "run"
    return None


class PinGuard:
    """Counts wrong PINs in a row on an injected monotonic clock (seconds): the third locks the pad, for a minute
    the first time and longer after each further run of wrong PINs (``LOCK_STEPS_SECONDS``).

    With a ``store`` the count and the lock's remaining seconds are kept on disk (``kiosk.pin_lock``), so a
    restart or a power cut continues the lock. The remaining time is stored rather than an end time because the
    wall clock of a machine without a battery clock may jump, and a monotonic clock starts again at each boot.
    """

    def __init__(self, clock: Callable[[], float], tries: int = WRONG_TRIES_BEFORE_LOCK,
                 lock_steps: tuple[float, ...] = LOCK_STEPS_SECONDS, store: "LockStore | None" = None) -> None:
        self.clock = clock
        self.tries = tries
        self.lock_steps = lock_steps
        self.store = store
        self.wrong_in_a_row = 0
        self.locks_in_a_row = 0
        self.locked_until: float | None = None
        if store is not None:
            state = store.load()
            self.wrong_in_a_row = min(state.wrong_in_a_row, tries - 1)
            self.locks_in_a_row = state.locks_in_a_row
            if state.locked_left > 0:
                self.locked_until = clock() + min(state.locked_left, max(lock_steps))
        self._saved_left = self._left()

    @property
    def lock_seconds(self) -> float:
        """How long the next lock lasts."""
        return self.lock_steps[min(self.locks_in_a_row, len(self.lock_steps) - 1)]

    def _left(self) -> float:
        return 0.0 if self.locked_until is None else max(0.0, self.locked_until - self.clock())

    def locked_for(self) -> float:
        """Seconds until the pad takes PINs again (0 when it does). While locked the remaining time is written
        down every few seconds, so a power cut loses at most those."""
        left = self._left()
        if self.locked_until is not None and left <= 0:
            self.locked_until = None
            self._save()
        elif left > 0 and self._saved_left - left >= SAVE_EVERY_SECONDS:
            self._save()
        return left

    def check(self, pin: str, stored: PinHash) -> bool:
        """Whether ``pin`` opens; always False while locked, without even looking at it."""
        if self.locked_for() > 0:
            return False
        if verify_pin(pin, stored):
            self.wrong_in_a_row = self.locks_in_a_row = 0
            self._save()
            return True
        self.wrong_in_a_row += 1
        if self.wrong_in_a_row >= self.tries:
            self.wrong_in_a_row = 0
            self.locked_until = self.clock() + self.lock_seconds
            self.locks_in_a_row += 1
        self._save()
        return False

    def _save(self) -> None:
        self._saved_left = self._left()
        if self.store is not None:
            self.store.save(LockState(self.wrong_in_a_row, self.locks_in_a_row, self._saved_left))


@dataclass(frozen=True)
class LockState:
    wrong_in_a_row: int = 0
    locks_in_a_row: int = 0
    locked_left: float = 0.0


class LockStore(Protocol):
    def load(self) -> LockState: ...

    def save(self, state: LockState) -> None: ...
