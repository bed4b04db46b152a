"""The rules of Cheese Thief as a pure Python core.

Nothing in this package imports pygame: screens read `views.view_for` and
`views.public_view`, tools read records through `record` and `referee`.
"""
