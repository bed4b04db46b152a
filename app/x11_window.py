"""Asking an X11 window manager to keep a window on every desktop (EWMH ``_NET_WM_DESKTOP`` 0xFFFFFFFF and
``_NET_WM_STATE_STICKY``), which SDL has no call for: a switch to another desktop then leaves the café kiosk in
view. Through Xlib with ctypes; on any other video driver, or without Xlib, it does nothing."""
from __future__ import annotations

import ctypes
import ctypes.util
from typing import Any, Callable

ALL_DESKTOPS = 0xFFFFFFFF
_CLIENT_MESSAGE = 33
_NET_WM_STATE_ADD = 1
_FROM_PAGER = 2  # EWMH source indication: a pager or the like, which window managers obey at once
_SUBSTRUCTURE_MASKS = (1 << 19) | (1 << 20)  # SubstructureNotifyMask | SubstructureRedirectMask


class _ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class _Event(ctypes.Union):
    _fields_ = [("client", _ClientMessage), ("pad", ctypes.c_long * 24)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


@_ERROR_HANDLER
def _ignore_x_error(_display: int | None, _error: int | None) -> int:
    return 0  # Xlib's own handler would end the program over a window that went away a moment before


def _xlib() -> Any | None:
    name = ctypes.util.find_library("X11")
    if name is None:
        return None
    try:
        xlib = ctypes.cdll.LoadLibrary(name)
    except OSError:
        return None
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(_Event)]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xlib.XSetErrorHandler.restype = ctypes.c_void_p
    xlib.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    return xlib


def show_on_all_desktops(window_id: int, display_name: str | None = None) -> bool:
    """Ask the window manager to show ``window_id`` on every desktop; False when Xlib or the display is missing."""

    def ask(xlib: Any, connection: int, root: int) -> None:
        _send(xlib, connection, root, window_id, b"_NET_WM_DESKTOP", ALL_DESKTOPS, 1)
        sticky = xlib.XInternAtom(connection, b"_NET_WM_STATE_STICKY", 0)
        _send(xlib, connection, root, window_id, b"_NET_WM_STATE", _NET_WM_STATE_ADD, sticky, 0, 1)

    return _ask_window_manager(display_name, ask)


def bring_forward(window_id: int, display_name: str | None = None) -> bool:
    """Ask the window manager to leave show-desktop and to show, raise and focus ``window_id`` (minimised or
    hidden): EWMH messages only, which never wait. SDL's own restore maps the window itself and then waits for
    the window manager to map it, which under a desktop still showing its desktop never came: the program hung."""

    def ask(xlib: Any, connection: int, root: int) -> None:
        _send(xlib, connection, root, root, b"_NET_SHOWING_DESKTOP", 0)
        _send(xlib, connection, root, window_id, b"_NET_ACTIVE_WINDOW", _FROM_PAGER, 0, 0)

    return _ask_window_manager(display_name, ask)


def _ask_window_manager(display_name: str | None, ask: Callable[[Any, int, int], None]) -> bool:
    """Open the display, let ``ask`` send its messages to the root window, flush them, and close again; False when
    Xlib or the display is missing. Errors are ignored meanwhile (the window may just have gone)."""
    xlib = _xlib()
    if xlib is None:
        return False
    connection = xlib.XOpenDisplay(display_name.encode() if display_name else None)
    if not connection:
        return False
    previous = xlib.XSetErrorHandler(ctypes.cast(_ignore_x_error, ctypes.c_void_p))
    try:
        ask(xlib, connection, xlib.XDefaultRootWindow(connection))
        xlib.XSync(connection, 0)
    finally:
        xlib.XCloseDisplay(connection)
        xlib.XSetErrorHandler(previous)  # SDL's own handler again
    return True


def _send(xlib: Any, connection: int, root: int, window_id: int, message: bytes, *data: int) -> None:
    event = _Event()
    event.client.type = _CLIENT_MESSAGE
    event.client.window = window_id
    event.client.message_type = xlib.XInternAtom(connection, message, 0)
    event.client.format = 32
    for index, value in enumerate(data):
        event.client.data[index] = value
    xlib.XSendEvent(connection, root, 0, _SUBSTRUCTURE_MASKS, ctypes.byref(event))
