import { useEffect, useState } from 'react';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left until the target; null once the target has passed (never negative). */
function remainingUntil(target: Date, now: number): Remaining | null {
  const totalSeconds = Math.floor((target.getTime() - now) / 1000);
  if (totalSeconds <= 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Ticks every second until the target is reached, then stops the timer. */
export function useCountdown(target: Date): Remaining | null {
  const [remaining, setRemaining] = useState(() => remainingUntil(target, Date.now()));

  // The time value, not the Date object, so that an equal target passed anew keeps the timer.
  const time = target.getTime();
  useEffect(() => {
    const tick = () => setRemaining(remainingUntil(new Date(time), Date.now()));
    tick();
    if (time <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick();
      if (time <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [time]);

  return remaining;
}
