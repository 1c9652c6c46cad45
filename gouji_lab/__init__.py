"""The lab: tools that measure and study the AI, kept out of the shipped game (the installers never
bundle it, and nothing in ``gouji_desktop`` imports it: tests/test_layering.py).  Each module runs as
``python -m gouji_lab.NAME --help``:

- :mod:`.arena`: the duplicate-format arena between levels (and the frozen baseline), the strength figures;
- :mod:`.bench`: the benchmarks (engine, storage, ai, review, gui, net) that print figures;
- :mod:`.baseline`: the normal level frozen as the fixed opponent every change is measured against;
- :mod:`.positions`: the expert positions (tests/fixtures/ai/positions), read by the tests and the tools;
- :mod:`.hard_expert_check`, :mod:`.review_check`: hard at its full budget, and the review, on them;
- :mod:`.hard_latency`, :mod:`.normal_latency`: time per decision, quiet and on a loaded machine;
- :mod:`.wild_odds`, :mod:`.spent_ranks`, :mod:`.tribute_worth`: the measurements behind the AI's
  constants ``sampler.WILD_ODDS``, ``sampler.SPENT_ODDS`` and ``rollout.TRIBUTE_CARD``.
"""
