/**
 * The options of a country select: a disabled prompt first, then each country by its name in the reader's language
 * (accounts' registrationCountries). Shared by sign-up and the back office's school form.
 */
export function CountryOptions({ countries, prompt }: { countries: readonly { code: string; name: string }[]; prompt: string }) {
  return (
    <>
      <option value="" disabled>
        {prompt}
      </option>
      {countries.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </>
  );
}
