# Trick Tutor: `make app` serves the lessons, `make test` runs the whole suite.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
# Python may keep what it compiles (__pycache__, ignored by git) in every recipe, even where the environment sets
# PYTHONDONTWRITEBYTECODE (an empty value is "not set"): otherwise every pytest process compiles the test modules
# again and rewrites their asserts, 13 s of CPU for each collection of the whole tree (6 s with the cache)
export PYTHONDONTWRITEBYTECODE =
HOST   ?= 127.0.0.1
PORT   ?= 8866
# make app CLASS=30 LESSON=en/spades/00-spades-in-two-minutes.ipynb: preheat that lesson for a class of 30
CLASS  ?= 1
LESSON ?=
MAX_KERNELS ?= 0
# lessons rendered ahead while one is read (its next and previous: tutor/serve/ahead.py); AHEAD=0 turns it off
AHEAD  ?= 2
N      ?= 30

PHONY_CHECK := check check-lint check-lessons check-unit
.PHONY: $(PHONY_CHECK) system-packages app bench-classroom bench-progress test hub hub-installed postgresql test-hub unit notebooks browser lessons lesson lesson-check catalogs bench lint chromium clean

# the compiled kernels (setup.py's COMPILED): an edit of their sources rebuilds them (pip install -e . runs Cython)
KERNEL_SOURCES := setup.py $(shell $(PYTHON) -c 'import setup; print(*setup.sources())' 2>/dev/null)

# uv (a PyPI package) installs the packages: the same versions pip picks, in a quarter of the time (a fresh
# venv with the test tools: 23 s against pip's 94 s on the 2-core machine)
UV := $(VENV)/bin/uv
$(UV):
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q uv

# excluded-packages.txt: what no venv installs (and what an older venv had is taken out), each with its reason
EXCLUDED := excluded-packages.txt
$(VENV)/.app-installed: pyproject.toml $(EXCLUDED) $(KERNEL_SOURCES) | $(UV)
	$(UV) pip install -q --python $(PY) --excludes $(EXCLUDED) -e .
	$(UV) pip uninstall -q --python $(PY) -r $(EXCLUDED)
	touch $@

# the test tools and the app in one resolution (the test extra holds everything the app needs)
$(VENV)/.test-installed: pyproject.toml $(EXCLUDED) $(KERNEL_SOURCES) | $(UV)
	$(UV) pip install -q --python $(PY) --excludes $(EXCLUDED) -e '.[test]'
	$(UV) pip uninstall -q --python $(PY) -r $(EXCLUDED)
	touch $(VENV)/.app-installed $@

app: $(VENV)/.app-installed
	JUPYTER_PATH=$(CURDIR)/share/jupyter $(PY) -m tutor.serve lessons --no-browser \
	  --port=$(PORT) --Voila.ip=$(HOST) --Voila.config_file_paths=$(CURDIR)/share/config \
	  --class=$(CLASS) --lesson="$(LESSON)" --max-kernels=$(MAX_KERNELS) --ahead=$(AHEAD) $(if $(TOKEN),--token=$(TOKEN)) \
	  $(if $(TEACHER_KEY),--teacher-key=$(TEACHER_KEY))

# N simulated learners (HTTP + kernel websockets) open a lesson together and step a replay
bench-classroom: $(VENV)/.app-installed
	$(PY) benchmarks/classroom.py --learners $(N) $(if $(LESSON),--lesson $(LESSON))

# N simulated learners answer 50 drills each at once through the app: lost answers, write p95, database size
bench-progress: $(VENV)/.app-installed
	$(PY) benchmarks/progress.py --learners $(N)

# every Debian package a test needs, in one apt-get run (make test); `make browser` and `make hub` ask for
# their own below
system-packages:
	@pkgs=""; test -x /usr/bin/chromium || pkgs="chromium"; \
	test -x /usr/bin/chromium-headless-shell || pkgs="$$pkgs chromium-headless-shell"; \
	fc-list :lang=zh 2>/dev/null | grep -q . || pkgs="$$pkgs fonts-noto-cjk"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || pkgs="$$pkgs postgresql"; \
	if [ -n "$$pkgs" ]; then \
	  echo "installing Debian packages for the browser and hub tests:$$pkgs"; \
	  SUDO=$$(test "$$(id -u)" = 0 || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$pkgs; \
	fi

# Debian's chromium (the browser a learner runs: benchmarks/lesson_open.py) and chromium-headless-shell (the same
# Chromium's headless build, which the browser tests run: about half the CPU a page costs, tests/browser/conftest.py)
chromium:
	@pkgs=""; test -x /usr/bin/chromium || pkgs="chromium"; \
	test -x /usr/bin/chromium-headless-shell || pkgs="$$pkgs chromium-headless-shell"; \
	fc-list :lang=zh 2>/dev/null | grep -q . || pkgs="$$pkgs fonts-noto-cjk"; \
	if [ -n "$$pkgs" ]; then \
	  echo "installing Debian packages for the browser tests:$$pkgs"; \
	  SUDO=$$(test "$$(id -u)" = 0 || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$pkgs; \
	fi

# the browser tests (and the pytest-playwright plugin) stay out: `make unit` runs without Playwright installed.
# Two pytest-xdist workers: many of these tests wait on a server, a kernel or a second pytest, so one process
# would leave a processor idle.
UNIT_WORKERS ?= 2
# --durations: the slowest tests are named in every run's log (CI keeps it), so the suite's time can be followed.
# --dist worksteal: a worker that runs out takes tests queued for the other, so the long sweeps do not leave one
# processor idle at the end (in `make test` the unit tests are the last stage to finish)
unit: $(VENV)/.test-installed
	$(PY) -m pytest -q -n $(UNIT_WORKERS) --dist worksteal -m "not browser and not hub" -p no:playwright --ignore=tests/browser --durations=15 tests tutor

# nbval on every built notebook, in two workers: most of a notebook's time is its kernel starting, and
# --dist loadscope keeps each notebook's cells together in one worker (one kernel, in order)
NOTEBOOK_WORKERS ?= 2
notebooks: $(VENV)/.test-installed
	$(PY) -m pytest -q -n $(NOTEBOOK_WORKERS) --dist loadscope -o addopts="" -p no:cacheprovider --nbval \
	  --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg lessons

# two pytest-xdist workers, each with its own server and Chromium (tests/browser/conftest.py): a lesson page
# waits on its kernel most of the time, so two keep the two cores busy
BROWSER_WORKERS ?= 2
browser: $(VENV)/.test-installed chromium
	$(PY) -m pytest -q -m browser -n $(BROWSER_WORKERS) --durations=25 tests/browser

# The whole suite. On a 2-core machine the browser tests (two workers) keep the processors busy most of the
# time, and the stages that need no browser run beside them at a lower priority to fill the rest (measured:
# both processors busy 99% of the run, tools/cpu_load.py; the suite is bound by its work, not by waiting), in three groups started at once: lint and the unit tests (one after another: the lesson checks are a unit test,
# tests/test_build_lessons.py::test_committed_lessons_match_their_sources, so `make lesson-check` is not run again); the
# notebooks; and,
# once Debian's packages are there (one apt-get for chromium, the CJK fonts and PostgreSQL when any is
# missing), the hub's installs and the JupyterHub test. A group goes on when a stage fails (every failure is
# reported); `make test` fails if any stage did. The groups' output is kept in artifacts/side-*.log and shown
# at the end, with how busy the processors were over the run (tools/cpu_load.py: idle processor-seconds per
# two minutes, so waiting can be told apart from work).
test: $(VENV)/.test-installed
	@mkdir -p artifacts && rm -f artifacts/side-checks.rc artifacts/side-notebooks.rc artifacts/side-hub.rc
	@start=$$(date +%s); \
	$(PY) tools/cpu_load.py --out artifacts/cpu-load.tsv > artifacts/cpu-load.txt 2>&1 & load=$$!; \
	( nice -n 10 $(MAKE) --no-print-directory -k lint unit \
	    > artifacts/side-checks.log 2>&1; echo $$? > artifacts/side-checks.rc ) & \
	checks=$$!; \
	( nice -n 10 $(MAKE) --no-print-directory notebooks \
	    > artifacts/side-notebooks.log 2>&1; echo $$? > artifacts/side-notebooks.rc ) & \
	notebooks=$$!; \
	$(MAKE) --no-print-directory system-packages; \
	( nice -n 10 $(MAKE) --no-print-directory hub \
	    > artifacts/side-hub.log 2>&1; echo $$? > artifacts/side-hub.rc ) & \
	hubs=$$!; \
	echo "== browser tests (beside them: lint and the unit tests, the lesson checks among them, in artifacts/side-checks.log; the notebooks in artifacts/side-notebooks.log; the hub test in artifacts/side-hub.log) =="; \
	$(MAKE) --no-print-directory browser; browser=$$?; \
	echo "== browser tests done ($$(( $$(date +%s) - start )) s) =="; \
	wait $$checks; sides=$$(cat artifacts/side-checks.rc 2>/dev/null || echo "no status"); \
	echo "== lint, unit tests (exit status $$sides) =="; cat artifacts/side-checks.log; \
	wait $$notebooks; nbs=$$(cat artifacts/side-notebooks.rc 2>/dev/null || echo "no status"); \
	echo "== the notebooks (exit status $$nbs) =="; cat artifacts/side-notebooks.log; \
	wait $$hubs; hub=$$(cat artifacts/side-hub.rc 2>/dev/null || echo "no status"); \
	echo "== the hub's installs and the JupyterHub test (exit status $$hub) =="; cat artifacts/side-hub.log; \
	kill $$load 2>/dev/null; wait $$load; echo "== how busy the processors were (artifacts/cpu-load.tsv) =="; \
	cat artifacts/cpu-load.txt; \
	echo "== make test: browser $$browser, lint+unit $$sides, notebooks $$nbs, hub $$hub ($$(( $$(date +%s) - start )) s) =="; \
	test $$browser = 0 && test $$sides = 0 && test $$nbs = 0 && test $$hub = 0

# Before every commit, in under a minute: ruff and mypy, the lesson checks (every notebook up to date with its source), and pytest's unit tests,
# doctests and a sample of the conformance suite (TT_CHECK=1: tests/conftest.py), no server, no browser,
# the three side by side (each one's output kept together). It installs the test tools first, as `make test` does,
# so it works from a fresh clone.
check: $(VENV)/.test-installed
	@start=$$(date +%s); $(MAKE) --no-print-directory -k -j3 -O check-lint check-lessons check-unit; status=$$?; \
	echo "== make check: $$(test $$status = 0 && echo passed || echo FAILED) in $$(( $$(date +%s) - start )) s =="; \
	exit $$status

check-lint: $(VENV)/.test-installed
	$(VENV)/bin/ruff check tutor tests benchmarks tools
	$(VENV)/bin/mypy

check-lessons: $(VENV)/.test-installed
	$(PY) tools/build_lessons.py --check

check-unit: $(VENV)/.test-installed
	TT_CHECK=1 $(PY) -m pytest -q -n 2 --dist worksteal -p no:playwright -m "not browser and not hub" --ignore=tests/browser tests tutor

# build every lesson notebook and practice page from its MyST source (lessons/source/<lang>/<game>/*.md and
# lessons/source/<lang>/practice/*.md; 繁體中文 converted from 简体中文) and execute it (docs/writing-lessons.md)
lessons: $(VENV)/.test-installed
	$(PY) tools/build_lessons.py --all --execute

# extract new messages into tutor/locale/zh/LC_MESSAGES/<domain>.po and compile the .mo (committed, both)
catalogs: $(VENV)/.test-installed
	$(PY) tools/catalogs.py

# one lesson from its source, in every language, then the app on it: make lesson L=teach/02-a-teachers-lesson
# (docs/writing-lessons.md); the page is http://$(HOST):$(PORT)/voila/render/en/$(L).ipynb (zh/, zh-hant/)
lesson: $(VENV)/.test-installed
	@test -n "$(L)" || { echo "which lesson? make lesson L=<game>/<NN-topic> (a file lessons/source/en/<game>/<NN-topic>.md)"; exit 2; }
	$(PY) tools/build_lessons.py --execute $(L)
	@echo "open http://$(HOST):$(PORT)/voila/render/en/$(L).ipynb (or zh/, zh-hant/ for the Chinese editions)"
	$(MAKE) --no-print-directory app LESSON=en/$(L).ipynb

# every built notebook (lessons and practice pages) up to date with its source, every lesson's sources in step
# across languages
lesson-check: $(VENV)/.test-installed
	$(PY) tools/build_lessons.py --check

bench: $(VENV)/.app-installed
	$(PY) benchmarks/replay_steps.py
	$(PY) benchmarks/playouts.py all

lint: $(VENV)/.test-installed
	$(VENV)/bin/ruff check tutor tests benchmarks tools
	$(VENV)/bin/mypy

clean:
	rm -rf $(VENV) $(HUB_VENV) artifacts

# The JupyterHub set-up of deploy/jupyterhub, started for real (part of `make test`): a hub on loopback, three
# learners log in in Chromium (Playwright), each opens a play-along lesson in Voilà and plays a card.
# The hub's packages go in their own venv, layered over the suite's: .venv-hub sees .venv's packages (one
# .pth line; pip itself is the suite's) and its Jupyter data and settings (share/jupyter, etc/jupyter:
# Voilà's templates, the widgets' front-end), so pip adds only JupyterHub and what it needs; anything
# JupyterHub pins goes into .venv-hub, in front, never changing the venv the rest of the suite runs in.
# The proxy comes from npm, at the versions of package-lock.json (npm ci).
HUB_VENV ?= .venv-hub
HUB_CHP  := deploy/jupyterhub/node_modules/.bin/configurable-http-proxy

$(HUB_VENV)/.hub-installed: $(VENV)/.app-installed deploy/jupyterhub/requirements.txt $(EXCLUDED)
	test -x $(HUB_VENV)/bin/python || $(PY) -m venv --without-pip $(HUB_VENV)
	site=$$($(HUB_VENV)/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'); \
	suite=$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'); \
	echo "import site; site.addsitedir('$$suite')" > "$$site/zz-tutor-suite-venv.pth"
	mkdir -p $(HUB_VENV)/share $(HUB_VENV)/etc
	ln -sfn $(abspath $(VENV))/share/jupyter $(HUB_VENV)/share/jupyter
	ln -sfn $(abspath $(VENV))/etc/jupyter $(HUB_VENV)/etc/jupyter
	$(HUB_VENV)/bin/python -m pip install -q --no-compile -r deploy/jupyterhub/requirements.txt
	# pip has no way to leave a package out: what it brought of excluded-packages.txt goes again
	$(HUB_VENV)/bin/python -m pip uninstall -q -y -r $(EXCLUDED)
	touch $@

$(HUB_CHP): deploy/jupyterhub/package.json deploy/jupyterhub/package-lock.json
	cd deploy/jupyterhub && npm ci --no-audit --no-fund --silent
	touch $@

hub-installed: $(HUB_VENV)/.hub-installed $(HUB_CHP)

# Debian's PostgreSQL for the hub test's class records (the test starts its own server in a temporary folder)
postgresql:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
	  echo "installing Debian's postgresql for the hub test"; SUDO=$$(test "$$(id -u)" = 0 || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq postgresql; }

hub: $(VENV)/.test-installed hub-installed chromium postgresql
	TT_HUB_PYTHON=$(abspath $(HUB_VENV))/bin/python TT_CHP=$(abspath $(HUB_CHP)) \
	  $(PY) -m pytest -q -m hub -p no:playwright tests/test_classroom_hub.py

test-hub: hub
