// Six single-digit boxes (spec part 1 section 5): each takes one digit; paste keeps digits cut to six and
// submits when exactly six; Backspace on an empty box moves back; six digits auto-submit. Without JavaScript
// they are six plain inputs named otp-0 … otp-5 that the form action joins.
import { forwardRef, useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { OTP_LENGTH } from "~/schemas/auth";

export interface OtpInputHandle {
  clear(): void;
}

interface OtpInputProps {
  disabled?: boolean;
  invalid?: boolean;
  onChange?(code: string): void;
  onComplete?(code: string): void;
  describedBy?: string;
}

export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  { disabled, invalid, onChange, onComplete, describedBy },
  ref,
) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(""));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useImperativeHandle(ref, () => ({
    clear() {
      setDigits(Array(OTP_LENGTH).fill(""));
      onChange?.("");
      boxes.current[0]?.focus();
    },
  }));

  function update(next: string[]) {
    // Render the digits into the inputs before a completed code submits the form that reads them.
    flushSync(() => setDigits(next));
    const code = next.join("");
    onChange?.(code);
    if (code.length === OTP_LENGTH && next.every((d) => /^\d$/.test(d))) onComplete?.(code);
  }

  function handleInput(index: number, raw: string) {
    const onlyDigits = raw.replace(/\D/g, "");
    if (onlyDigits.length > 1) {
      // Typing fast or an autofill of the whole code into one box: spread it.
      fill(onlyDigits, index);
      return;
    }
    const next = [...digits];
    next[index] = onlyDigits;
    update(next);
    if (onlyDigits && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function fill(value: string, from = 0) {
    const next = [...digits];
    const chars = value.slice(0, OTP_LENGTH - from).split("");
    for (const [i, c] of chars.entries()) next[from + i] = c;
    update(next);
    boxes.current[Math.min(from + chars.length, OTP_LENGTH - 1)]?.focus();
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "").slice(0, OTP_LENGTH);
    if (!pasted) return;
    const next = Array(OTP_LENGTH).fill("");
    for (const [i, c] of pasted.split("").entries()) next[i] = c;
    update(next);
    boxes.current[Math.min(pasted.length, OTP_LENGTH - 1)]?.focus();
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      update(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowLeft" && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  }

  return (
    <fieldset className="flex min-w-0 justify-between gap-2 sm:gap-3" aria-label="Verification code">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          name={`otp-${index}`}
          value={digit}
          onChange={(e) => handleInput(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code step exists to type the code; its first box takes the focus when the step appears.
          autoFocus={index === 0}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`size-12 rounded-xl border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm outline-none transition focus:ring-4 disabled:opacity-60 sm:size-14 sm:text-2xl ${
            invalid
              ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100"
              : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100"
          }`}
        />
      ))}
    </fieldset>
  );
});
