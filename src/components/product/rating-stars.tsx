import StarIcon from "@mui/icons-material/Star";
import StarHalfIcon from "@mui/icons-material/StarHalf";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Stars out of 5, with the number of reviews; read out as one sentence. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nog geen reviews
      </Typography>
    );
  }
  const rounded = Math.round(average * 2) / 2;
  const label = `${average.toLocaleString("nl-NL", { minimumFractionDigits: 1 })} van 5 sterren, ${count} ${count === 1 ? "review" : "reviews"}`;
  return (
    <Box role="img" aria-label={label} sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: "inline-flex", color: "accent.dark" }}>
        {[1, 2, 3, 4, 5].map((star) =>
          rounded >= star ? (
            <StarIcon key={star} sx={{ fontSize: 16 }} />
          ) : rounded === star - 0.5 ? (
            <StarHalfIcon key={star} sx={{ fontSize: 16 }} />
          ) : (
            <StarBorderIcon key={star} sx={{ fontSize: 16 }} />
          ),
        )}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {count}
      </Typography>
    </Box>
  );
}
