#!/usr/bin/python3
"""Writes statistics.cases.json: golden values for the A/B statistics, computed by reference implementations.

Run once by hand (the product never runs Python):  /usr/bin/python3 generate-statistics-cases.py
Needs Debian's python3-scipy, python3-statsmodels and python3-mpmath (apt-get install python3-statsmodels).

Where each expected value comes from:
- conversions, pValue: statsmodels.stats.proportion.proportions_ztest (two-sided, pooled variance)
- conversions, ciLow/ciHigh: statsmodels.stats.proportion.confint_proportions_2indep(compare='ratio', method='log')
  minus 1 (the Katz log interval of the rate ratio, as a relative uplift)
- conversions, chanceToBeatControl: the exact closed form for P(Beta_B > Beta_A) with integer alpha_B
  (Evan Miller, "Formulas for Bayesian A/B testing", 2015) in 30-digit mpmath arithmetic, cross-checked against
  scipy.integrate.quad of beta.pdf * beta.cdf (Boost's incomplete beta; must agree to 1e-10); above 60 000
  conversions the quadrature alone is the reference
- values, pValue: scipy.stats.ttest_ind_from_stats(equal_var=False) (Welch)
- values, ciLow/ciHigh: uplift -/+ scipy.stats.t.ppf(0.975, Welch-Satterthwaite df) * delta-method standard error
- values, chanceToBeatControl: scipy.stats.norm.sf of the standardised difference of the means
- special functions: math.lgamma, scipy.stats.norm.sf, scipy.stats.t.sf / t.ppf
Values where the reference answers nan or inf are stored as null (the product answers null there).
"""
import json
import math
import os
import platform

import mpmath
import numpy as np
import scipy
import statsmodels
from scipy import integrate, special, stats
from statsmodels.stats.proportion import confint_proportions_2indep, proportions_ztest

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "statistics.cases.json")


def clean(value):
    value = float(value)
    return value if math.isfinite(value) else None


def beta_greater_exact(a_x, b_x, a_y, b_y):
    """P(X > Y), X ~ Beta(a_x, b_x), Y ~ Beta(a_y, b_y), a_x a positive integer (Evan Miller's closed form),
    summed in 30-digit arithmetic (mpmath): in doubles the log-beta terms lose ~1e-9 at 5e4 terms."""
    lbeta = lambda a, b: mpmath.loggamma(a) + mpmath.loggamma(b) - mpmath.loggamma(a + b)
    with mpmath.workdps(30):
        base = lbeta(a_y, b_y)
        total = mpmath.fsum(
            mpmath.exp(lbeta(a_y + i, b_y + b_x) - mpmath.log(b_x + i) - lbeta(1 + i, b_x) - base)
            for i in range(int(a_x))
        )
        return float(total)


def beta_greater_quad(a_x, b_x, a_y, b_y):
    sd = max(
        math.sqrt(a * b / ((a + b) ** 2 * (a + b + 1))) for a, b in ((a_x, b_x), (a_y, b_y))
    )
    means = [a_x / (a_x + b_x), a_y / (a_y + b_y)]
    lo = max(0.0, min(means) - 40 * sd)
    hi = min(1.0, max(means) + 40 * sd)
    points = sorted({min(max(m + k * sd, lo), hi) for m in means for k in range(-8, 9)})
    value, _ = integrate.quad(
        lambda p: stats.beta.pdf(p, a_x, b_x) * stats.beta.cdf(p, a_y, b_y),
        lo, hi, points=points[1:-1], epsabs=1e-14, epsrel=1e-12, limit=2000,
    )
    return value


# The closed form costs one term per conversion; beyond this the quadrature alone is the reference.
EXACT_TERMS = 60_000


def beta_greater(a_x, b_x, a_y, b_y):
    quad = beta_greater_quad(a_x, b_x, a_y, b_y)
    if a_x > EXACT_TERMS:
        return quad
    exact = beta_greater_exact(a_x, b_x, a_y, b_y)
    assert abs(exact - quad) < 1e-10, (a_x, b_x, a_y, b_y, exact, quad)
    return exact


def conversion_case(n_c, x_c, n_t, x_t):
    with np.errstate(all="ignore"):
        _, p_value = proportions_ztest([x_t, x_c], [n_t, n_c])
    # The log interval needs a conversion on both sides (statsmodels divides by zero otherwise).
    if x_c == 0 or x_t == 0:
        low = high = float("nan")
    else:
        low, high = confint_proportions_2indep(x_t, n_t, x_c, n_c, compare="ratio", method="log")
    p_c, p_t = x_c / n_c, x_t / n_t
    return {
        "control": {"users": n_c, "conversions": x_c},
        "variant": {"users": n_t, "conversions": x_t},
        "expected": {
            "uplift": clean(p_t / p_c - 1) if p_c > 0 else None,
            "ciLow": clean(low - 1),
            "ciHigh": clean(high - 1),
            "pValue": clean(p_value),
            "chanceToBeatControl": beta_greater(1 + x_t, 1 + n_t - x_t, 1 + x_c, 1 + n_c - x_c),
        },
    }


def moments(s):
    n, total, squares = s["users"], s["sum"], s["sumSquares"]
    mean = total / n
    variance = max(0.0, (squares - total * mean) / (n - 1)) if n > 1 else 0.0
    return mean, variance


def value_case(control, variant):
    m_c, var_c = moments(control)
    m_t, var_t = moments(variant)
    n_c, n_t = control["users"], variant["users"]
    uplift = m_t / m_c - 1 if m_c != 0 else None
    expected = {"uplift": clean(uplift) if uplift is not None else None, "ciLow": None, "ciHigh": None,
                "pValue": None, "chanceToBeatControl": None}
    v_c, v_t = var_c / n_c, var_t / n_t
    se = math.sqrt(v_c + v_t)
    if n_c >= 2 and n_t >= 2 and se > 0:
        df = (v_c + v_t) ** 2 / (v_c ** 2 / (n_c - 1) + v_t ** 2 / (n_t - 1))
        result = stats.ttest_ind_from_stats(m_t, math.sqrt(var_t), n_t, m_c, math.sqrt(var_c), n_c,
                                            equal_var=False)
        expected["pValue"] = clean(result.pvalue)
        expected["chanceToBeatControl"] = clean(stats.norm.sf((m_c - m_t) / se))
        if uplift is not None:
            se_rel = math.sqrt(v_t / m_c ** 2 + m_t ** 2 * v_c / m_c ** 4)
            half = stats.t.ppf(0.975, df) * se_rel
            expected["ciLow"] = clean(uplift - half)
            expected["ciHigh"] = clean(uplift + half)
    return {"control": control, "variant": variant, "expected": expected}


def sums(values):
    values = [float(v) for v in values]
    return {"users": len(values), "sum": math.fsum(values), "sumSquares": math.fsum(v * v for v in values)}


def revenue(rng, n, buy_rate, mean):
    return np.where(rng.random(n) < buy_rate, np.round(rng.exponential(mean, n), 2), 0.0)


def synthetic(n, mean, sd):
    """Sums of a huge variant without materialising it: sum and sum of squares of n values with this mean and sd."""
    return {"users": n, "sum": n * mean, "sumSquares": (n - 1) * sd * sd + n * mean * mean}


def main():
    rng = np.random.default_rng(20261122)
    conversions = [
        conversion_case(*c)
        for c in [
            (1000, 100, 1000, 120), (5000, 250, 5000, 300), (200, 10, 180, 15), (10000, 1000, 10000, 1000),
            (50, 2, 60, 9), (3841, 384, 3841, 461), (100000, 3100, 100000, 3300), (20, 0, 20, 3),
            (20, 3, 20, 0), (30, 0, 30, 0), (100, 100, 100, 99), (10, 10, 10, 10), (7, 1, 3, 2), (1, 0, 1, 1),
            (1000000, 50000, 1000000, 50500), (12000000, 600000, 12500000, 640000),
        ]
    ]
    values = [
        value_case(sums(revenue(rng, 1000, 0.1, 50)), sums(revenue(rng, 1000, 0.1, 55))),
        value_case(sums(rng.normal(10, 3, 200)), sums(rng.normal(10.5, 3, 250))),
        value_case(sums(rng.normal(4, 1, 5)), sums(rng.normal(5, 2, 7))),
        value_case(sums([1.5, 2.5]), sums([3.0, 3.5])),
        value_case(sums(revenue(rng, 100000, 0.05, 30)), sums(revenue(rng, 100000, 0.05, 30.6))),
        value_case(sums([0.0] * 40), sums(revenue(rng, 40, 0.2, 10))),
        value_case(sums([0.0] * 40), sums([0.0] * 45)),
        value_case(sums(rng.normal(-2, 1, 60)), sums(rng.normal(-1, 1, 70))),
        value_case(synthetic(5000000, 12.3, 40.0), synthetic(5100000, 12.4, 41.0)),
        value_case(sums([7.0]), sums(rng.normal(7, 1, 100))),
    ]
    special = {
        "logGamma": [{"x": x, "expected": math.lgamma(x)}
                     for x in [0.5, 1, 1.5, 2, 3.7, 10, 14.999, 15, 15.001, 100, 12345.6, 1e7, 5e9]],
        "normalSurvival": [{"z": z, "expected": float(stats.norm.sf(z))}
                           for z in [0, 0.5, 1, 1.959963984540054, 2.5, 3, 5, 8, 10, 20, 37, -1, -3]],
        "studentTTwoSided": [{"t": t, "df": df, "expected": float(2 * stats.t.sf(abs(t), df))}
                             for t, df in [(2.0, 10), (1.5, 3.7), (0.3, 1), (4, 2.5), (10, 1e6), (2.2, 123456.7),
                                           (50, 30), (-2.5, 7), (2, 9.9e6), (2, 1e7), (0.5, 3e8), (6, 1e9)]],
        "studentTCritical": [{"alpha": 0.05, "df": df, "expected": float(stats.t.ppf(0.975, df))}
                             for df in [1, 2, 3.3, 10, 30, 100.5, 999, 1000, 1e4, 1e5, 1e7]],
        "betaGreater": [{"a": list(p), "expected": beta_greater(*p)}
                        for p in [(1, 1, 1, 1), (2, 1, 1, 1), (11, 91, 5, 97), (1, 21, 4, 18),
                                  (1001, 9001, 901, 9101), (50001, 950001, 49501, 950501),
                                  (1, 1000001, 2, 1000000), (3, 5, 300, 500), (400, 600, 3, 5)]],
    }
    doc = {
        "source": __doc__.strip().splitlines()[0],
        "generator": "apps/api/src/contexts/abs-testing/statistics/generate-statistics-cases.py",
        "reference": {
            "python": platform.python_version(),
            "numpy": np.__version__,
            "scipy": scipy.__version__,
            "statsmodels": statsmodels.__version__,
            "mpmath": mpmath.__version__,
        },
        "conversions": conversions,
        "values": values,
        "special": special,
    }
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    print(f"wrote {OUT}: {len(conversions)} conversion, {len(values)} value cases")


if __name__ == "__main__":
    main()
