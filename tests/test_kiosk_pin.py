"""The staff PIN: 4-8 digits, a salted scrypt hash, checked in constant time, locked for 60 s after three wrong."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk import pin as pins
from kiosk.pin import PinGuard, PinHash, hash_pin, pin_hash_from_json, valid_pin, verify_pin
from tests.pure_package_checks import assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame

ROOT = Path(__file__).resolve().parent.parent


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def stored() -> PinHash:
    return hash_pin("2468")


@pytest.mark.parametrize("text", ["1234", "00000000", "987654"])
def test_four_to_eight_ascii_digits_are_a_pin(text: str) -> None:
    assert valid_pin(text)


@pytest.mark.parametrize("text", ["", "123", "123456789", "12a4", " 1234", "1234\n", "١٢٣٤", "12²4", "１２３４", None, 1234])
def test_anything_else_is_not_a_pin(text: object) -> None:
    assert not valid_pin(text)


def test_hash_uses_scrypt_with_a_fresh_salt_and_never_keeps_the_pin(stored: PinHash) -> None:
    again = hash_pin("2468")
    assert len(stored.salt) == pins.SALT_BYTES and stored.salt != again.salt and stored.hash != again.hash
    assert "2468" not in repr(stored) and "2468" not in str(stored.to_json())
    assert (stored.n, stored.r, stored.p) == (pins.SCRYPT_N, pins.SCRYPT_R, pins.SCRYPT_P)


def test_the_same_salt_gives_the_same_hash() -> None:
    salt = bytes(range(16))
    assert hash_pin("1357", salt) == hash_pin("1357", salt)


def test_hashing_refuses_a_bad_pin() -> None:
    with pytest.raises(ValueError):
        hash_pin("12")


def test_verify_accepts_only_the_right_pin(stored: PinHash) -> None:
    assert verify_pin("2468", stored)
    assert not verify_pin("2469", stored)
    assert not verify_pin("02468", stored)
    assert not verify_pin("", stored)
    assert not verify_pin(None, stored)


def test_json_round_trip(stored: PinHash) -> None:
    back = pin_hash_from_json(stored.to_json())
    assert back == stored and back is not None and verify_pin("2468", back)


@pytest.mark.parametrize("change", [
    {"salt": "zz" * 16}, {"salt": "00"}, {"hash": 5}, {"n": 3}, {"n": 2**30}, {"n": True}, {"r": 0}, {"p": 99},
    {"r": 16, "n": 2**16},
])
def test_a_tampered_hash_is_refused_rather_than_run(stored: PinHash, change: dict) -> None:
    assert pin_hash_from_json({**stored.to_json(), **change}) is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=70),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["salt", "hash", "n", "r", "p", "x"]), inner),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_any_json_value_is_a_pin_hash_or_none(value: object) -> None:
    result = pin_hash_from_json(value)
    assert result is None or isinstance(result, PinHash)


def test_three_wrong_pins_lock_the_pad_for_sixty_seconds(stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock)
    assert not guard.check("1111", stored) and not guard.check("2222", stored)
    assert guard.locked_for() == 0
    assert not guard.check("3333", stored)
    assert guard.locked_for() == pytest.approx(60.0)
    clock.now += 59.5
    assert not guard.check("2468", stored), "while locked even the right PIN does not open"
    assert guard.locked_for() == pytest.approx(0.5)
    clock.now += 0.5
    assert guard.locked_for() == 0
    assert guard.check("2468", stored)


def test_a_right_pin_resets_the_count(stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock)
    guard.check("1111", stored)
    guard.check("1112", stored)
    assert guard.check("2468", stored)
    guard.check("1113", stored)
    guard.check("1114", stored)
    assert guard.locked_for() == 0, "two wrong after a right one do not lock"
    guard.check("1115", stored)
    assert guard.locked_for() > 0


def test_after_a_lock_three_more_wrong_lock_again(stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock)
    for attempt in ("1", "2", "3"):
        guard.check(attempt * 4, stored)
    clock.now += 60
    guard.check("4444", stored)
    assert guard.locked_for() == 0, "the count starts again after a lock"
    guard.check("5555", stored)
    guard.check("6666", stored)
    assert guard.locked_for() == pytest.approx(120.0), "the second run of wrong PINs locks longer"


def test_the_kiosk_package_stays_pure_python() -> None:
    assert_imports_leave_pygame_out(["kiosk.pin", "kiosk.config"])
    assert_sources_do_not_mention_pygame(sorted((ROOT / "kiosk").glob("*.py")))
