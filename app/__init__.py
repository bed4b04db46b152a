"""The pygame shell: loop, scenes, settings, storage, languages, theme, layout, input, gallery."""
