"""Independent oracle: prices bullet and level-payment fixed-rate positions
with QuantLib on the same curve conventions as the engine.

Reads JSON from stdin, one run per curve (starting Python with QuantLib costs more than pricing a
curve's cases, so one process prices them all):
  {"runs": [{"curve": [{"tenorMonths": 1, "rate": 0.06}, ...],
             "cases": [{"id": "...", "kind": "bullet"|"level", "balance": 1e6,
                        "rate": 3.5, "termMonths": 60, "paymentMonths": 1,
                        "cpr": 0, "shiftBp": 100, "spreadBp": 0}, ...]}, ...]}
Writes {"runs": [{"results": [{"id": "...", "npv": ..., "price": ...}, ...]}, ...]} in the same order.

Curve: the tenor rates are par yields (Treasury CMT, bond-equivalent),
interpolated linearly per month (flat outside), shifted, floored at zero and
bootstrapped here into zero rates (written apart from the engine's TypeScript,
from the convention in engine/README.md); those plus the spread are handed to
QuantLib as a ZeroCurve with monthly compounding on 30/360 dates one month
apart, so a cash flow m months out is discounted by (1 + r/12)^-m. The instruments are
built by QuantLib from a schedule; only the amortizing notionals come from
the closed-form annuity formula (with prepayment) computed here.
"""
import json
import sys

try:
    import QuantLib as ql
except ImportError:
    sys.stderr.write(
        "QuantLib for Python is not available to " + sys.executable + ": "
        "install quantlib-python (Debian: apt-get install python3-quantlib)\n"
    )
    sys.exit(3)

AS_OF = ql.Date(15, 1, 2022)
DAY_COUNT = ql.Thirty360(ql.Thirty360.BondBasis)
CALENDAR = ql.NullCalendar()
ql.Settings.instance().evaluationDate = AS_OF


def interpolate(points, months):
    pts = sorted(points, key=lambda p: p["tenorMonths"])
    if months <= pts[0]["tenorMonths"]:
        return pts[0]["rate"]
    if months >= pts[-1]["tenorMonths"]:
        return pts[-1]["rate"]
    for a, b in zip(pts, pts[1:]):
        if a["tenorMonths"] <= months <= b["tenorMonths"]:
            w = (months - a["tenorMonths"]) / (b["tenorMonths"] - a["tenorMonths"])
            return a["rate"] + w * (b["rate"] - a["rate"])
    raise ValueError(months)


def zero_rates(points, shift_bp, floor=True, months=480):
    """Zero rates (percent, monthly compounding) bootstrapped from par yields: bills up to a year
    at their own bond-equivalent yield, then semiannual par coupons, each discount factor from
    the coupons before it; months between coupon dates interpolate the zero rate linearly."""
    def y(m):
        r = interpolate(points, max(m, 1)) + shift_bp / 100.0
        return max(0.0, r) if floor else r

    def to_zero(df, m):
        return 1200.0 * (df ** (-1.0 / m) - 1.0)

    z = [0.0] * (months + 1)
    for m in range(1, 13):
        z[m] = to_zero((1 + y(m) / 200.0) ** (-m / 6.0), m)
    coupon_dfs = (1 + y(6) / 200.0) ** -1 + (1 + y(12) / 200.0) ** -2
    for m in range(18, months + 1, 6):
        half = y(m) / 200.0
        df = (1 - half * coupon_dfs) / (1 + half)
        coupon_dfs += df
        z[m] = to_zero(df, m)
        for k in range(m - 5, m):
            z[k] = z[m - 6] + (k - (m - 6)) / 6.0 * (z[m] - z[m - 6])
    z[0] = z[1]
    return z


def discount_curve(points, shift_bp, spread_bp, months=480):
    zero = zero_rates(points, shift_bp, True, months)
    dates, rates = [], []
    for m in range(0, months + 1):
        dates.append(AS_OF + ql.Period(m, ql.Months))
        rates.append((zero[m] + spread_bp / 100.0) / 100.0)
    curve = ql.ZeroCurve(dates, rates, DAY_COUNT, CALENDAR, ql.Linear(), ql.Compounded, ql.Monthly)
    return ql.YieldTermStructureHandle(curve)


def notionals(case, periods):
    """Outstanding balance at the start of each period: annuity schedule
    (level) or constant (bullet), times the prepayment survival."""
    balance = case["balance"]
    p = case["paymentMonths"]
    survival = (1 - case.get("cpr", 0) / 100.0) ** (p / 12.0)
    i = case["rate"] * p / 1200.0
    out = []
    for k in range(periods):
        if case["kind"] == "level":
            if i == 0:
                scheduled = (periods - k) / periods
            else:
                g = 1 + i
                scheduled = (g ** periods - g ** k) / (g ** periods - 1)
        else:
            scheduled = 1.0
        out.append(balance * scheduled * survival ** k)
    return out


def build_bond(case):
    maturity = AS_OF + ql.Period(case["termMonths"], ql.Months)
    schedule = ql.Schedule(
        AS_OF, maturity, ql.Period(case["paymentMonths"], ql.Months), CALENDAR,
        ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward, False,
    )
    coupons = [case["rate"] / 100.0]
    periods = len(schedule) - 1
    if case["kind"] == "bullet" and case.get("cpr", 0) == 0:
        return ql.FixedRateBond(0, case["balance"], schedule, coupons, DAY_COUNT)
    return ql.AmortizingFixedRateBond(0, notionals(case, periods), schedule, coupons, DAY_COUNT)


def price(case, points):
    bond = build_bond(case)
    bond.setPricingEngine(ql.DiscountingBondEngine(discount_curve(points, case["shiftBp"], case["spreadBp"])))
    npv = bond.NPV()
    return {"id": case["id"], "npv": npv, "price": npv / case["balance"] * 100.0}


def main():
    request = json.load(sys.stdin)
    runs = [{"results": [price(case, run["curve"]) for case in run["cases"]]} for run in request["runs"]]
    json.dump({"quantlib": ql.__version__, "runs": runs}, sys.stdout)


if __name__ == "__main__":
    main()
