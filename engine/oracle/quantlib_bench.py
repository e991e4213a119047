"""Times QuantLib pricing the benchmark's bullet and level positions on every
valuation curve, for the engine benchmark's speed ratio.

Reads {"curve": [...], "shiftsBp": [...], "spreadBp": 0, "positions": [case, ...]}
(cases as in quantlib_price.py, without shiftBp) and writes
{"seconds": ..., "loanMonths": ..., "positions": n}. Interpreter start-up and
curve construction are not timed; building each bond and pricing it are.
"""
import json
import sys
import time

from quantlib_price import build_bond, discount_curve, ql


def main():
    request = json.load(sys.stdin)
    curves = [discount_curve(request["curve"], bp, request["spreadBp"]).currentLink() for bp in request["shiftsBp"]]
    handle = ql.RelinkableYieldTermStructureHandle()
    engine = ql.DiscountingBondEngine(handle)
    loan_months = 0
    total = 0.0
    start = time.perf_counter()
    for case in request["positions"]:
        bond = build_bond(case)
        bond.setPricingEngine(engine)
        for curve in curves:
            handle.linkTo(curve)
            total += bond.NPV()
            loan_months += case["termMonths"]
    seconds = time.perf_counter() - start
    json.dump({"seconds": seconds, "loanMonths": loan_months, "positions": len(request["positions"]), "checksum": total}, sys.stdout)


if __name__ == "__main__":
    main()
