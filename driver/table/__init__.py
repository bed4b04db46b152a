"""The touch table's demo player, protocol and privacy audit."""
