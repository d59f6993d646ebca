import { expect, readCode, registerThroughApi, test, typeCode, fillSignIn, fillRegistration } from "./fixtures";

test.describe("registration", () => {
  test("a new user registers end to end and lands on /profile after signing in", async ({ page, request, account }) => {
    await page.goto("/signin");
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

    // Validation runs in the browser with the shared schema.
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("Verification code sent to your email!")).toBeVisible();
    await expect(page.getByText(/Expires in (10:00|9:5\d)/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend in/ })).toBeDisabled();

    const code = await readCode(request, account.email, /verification code/i);
    await typeCode(page, code); // six digits auto-submit
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();
    await expect(page.getByText("Email verified successfully! Complete your registration.")).toBeVisible();

    // Names of one character (after trimming) are refused with the spec's messages.
    await page.getByLabel("First name").fill(" A ");
    await page.getByLabel("Last name").fill("B");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill("Different1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("First name").fill(account.firstName);
    await page.getByLabel("Last name").fill(account.lastName);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await expect(page.getByText("Account created successfully. Please sign in using your credentials.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    // Redirect rule: a profile that is not completed goes to /profile.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
  });

  test("a wrong code clears the boxes and a pasted code submits at once", async ({ page, request, account }) => {
    await page.goto("/signin?step=signup");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const code = await readCode(request, account.email, /verification code/i);
    const wrong = code === "000000" ? "111111" : "000000";

    await typeCode(page, wrong);
    await expect(page.getByText(/Invalid verification code/).first()).toBeVisible();
    await expect(page.getByLabel("Digit 1 of 6")).toHaveValue("");
    await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();
    await expect(page.getByRole("button", { name: "Verify" })).toBeDisabled();

    // Backspace on an empty box moves back.
    await page.getByLabel("Digit 1 of 6").fill("1");
    await page.getByLabel("Digit 2 of 6").press("Backspace");
    await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();

    await page.getByLabel("Digit 1 of 6").focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData("text", text);
        document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `code: ${code.slice(0, 3)} ${code.slice(3)}`,
    );
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();

    // Back from completion returns to the code screen, and from there to email entry.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  });
});

test.describe("sign in", () => {
  test("wrong password shows the server message; the right one follows the redirect rule", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await fillSignIn(page, account.email, "WrongPass1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);

    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Signed in, /signin sends the user on; /logout signs out and guarded pages send back to /signin.
    await page.goto("/signin");
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/jobtracker");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("the demo account signs in", async ({ page }) => {
    await fillSignIn(page, "demo@example.com", "Demo1234!");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/(profile|templates|portfolio)$/);
  });
});

test("forgot password and reset work end to end; the old password then fails", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  await page.goto("/signin");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByText("Password reset code sent to your email!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const code = await readCode(request, account.email, /password reset code/i);
  await typeCode(page, code);
  await expect(page.getByRole("heading", { name: "Set new password" })).toBeVisible();
  await expect(page.getByText("Code verified! Set your new password.")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm new password").fill("weak");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();

  const newPassword = "N3wPassword";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password reset successfully! Please sign in with your new password.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registration and sign-in work as plain form posts", async ({ page, request, account }) => {
    await page.goto("/signin");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const code = await readCode(request, account.email, /verification code/i);
    await typeCode(page, code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();

    await fillRegistration(page, account);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe("routes", () => {
  test("unknown paths redirect to the landing page; guarded pages need a session", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/templates");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("/auth/success without a token explains and offers the way back", async ({ page }) => {
    await page.goto("/auth/success");
    await expect(page.getByText("No authentication token found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });
  });

  test("Google sign-in without configuration returns to /signin with a clear error", async ({ page }) => {
    await page.goto("/signin");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Google sign-in is not configured on this server. Please sign in with your email.")).toBeVisible();
  });

  test("a link carrying someone's session token signs nobody in (login CSRF)", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    const { token } = await login.json();
    await page.goto(`/signin?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Authentication failed. Please try logging in again.")).toBeVisible();
    await page.goto(`/auth/success?token=${encodeURIComponent(token)}`);
    await expect(page.getByText("Authentication failed. Please try logging in again.")).toBeVisible();
    await page.goto("/templates");
    await expect(page).toHaveURL(/\/signin$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "vitrine_session")).toBe(false);
  });
});
