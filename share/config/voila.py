# Voilà reads this file next to voila.json (both named "voila" in --Voila.config_file_paths).
# JSON cannot hold a function, so the one callable setting lives here: it gives the landing
# page template the lesson list read from each notebook's {"tutor": {"title", "summary"}} metadata.
from tutor.render.landing import page_config_hook

c.VoilaConfiguration.page_config_hook = page_config_hook  # noqa: F821 - `c` is provided by traitlets
