/**
 * The specification's sample figures (spec §3: job1 95 … job5 60), kept beside the code where
 * staff never fill them in. The page shows them only for the spec's own scan: when no text at
 * all could be read from the chosen CV (a scanned image, a damaged or empty file), so there is no
 * CV to match; it then says they are the sample listings' examples. A CV that can be read always
 * gets its own figures, worked out on the device.
 */
export const SPEC_SAMPLE_FIGURES: Readonly<Record<string, number>> = {
  job1: 95,
  job2: 85,
  job3: 70,
  job4: 65,
  job5: 60,
};
