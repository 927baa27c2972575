"use client";
/**
 * The day's work at a glance (issue 20, point 2): to pick up today, to deliver
 * tomorrow, waiting for payment, withdrawals; each tile opens the order list
 * with that filter. Below, the background work (`GET /api/system-health/tasks/`)
 * with a button to try a category again.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Title, useBasename, useDataProvider, useNotify } from "react-admin";

import { BACK_OFFICE_COPY as COPY, TASK_LABELS, WORK_LABELS } from "../copy";
import type { BackOfficeDataProvider } from "../data/data-provider";
import type { WorkKind } from "../data/types";
import { formatMoment } from "../format";

const WORK_KINDS: WorkKind[] = ["pickUpToday", "deliverTomorrow", "awaitingPayment", "withdrawals"];

/** The order list's address with one of the day's work filters (react-admin keeps a list's filter as JSON in `?filter=`). */
export function workListPath(work: WorkKind): string {
  return `/orders?${new URLSearchParams({ filter: JSON.stringify({ work }) })}`;
}

function WorkTiles() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, isError } = useQuery({ queryKey: ["back-office", "work"], queryFn: () => dataProvider.workCounts() });
  // A path of our own is absolute: react-admin prefixes only the paths it makes itself with the back office's basename.
  const basename = useBasename();
  return (
    <section aria-labelledby="werk-vandaag">
      <Typography id="werk-vandaag" variant="h2" component="h2" gutterBottom>
        {COPY.dashboard.workTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {isError ? COPY.dashboard.unavailable : COPY.dashboard.workIntro}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", lg: "repeat(4, 1fr)" } }}>
        {WORK_KINDS.map((work) => (
          <Card key={work} variant="outlined">
            <CardActionArea component={Link} to={`${basename}${workListPath(work)}`}>
              <CardContent>
                <Typography variant="h3" component="p" sx={{ fontSize: "2rem" }}>
                  {data ? data[work] : "–"}
                </Typography>
                <Typography>{WORK_LABELS[work]}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button component={Link} to={`${basename}/non-web/create`} variant="contained">
          {COPY.dashboard.phoneOrder}
        </Button>
      </Box>
    </section>
  );
}

function SystemTasks() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: ["back-office", "tasks"], queryFn: () => dataProvider.systemTasks() });
  const resume = useMutation({
    mutationFn: (category: string) => dataProvider.resumeTask(category),
    onSuccess: () => {
      notify(COPY.dashboard.resumed, { type: "success" });
      void queryClient.invalidateQueries({ queryKey: ["back-office", "tasks"] });
    },
    onError: (error: Error) => notify(error.message, { type: "error" }),
  });
  return (
    <section aria-labelledby="achtergrondtaken">
      <Typography id="achtergrondtaken" variant="h2" component="h2" gutterBottom>
        {COPY.dashboard.tasksTitle}
      </Typography>
      {isError ? <Typography>{COPY.dashboard.unavailable}</Typography> : null}
      {data && data.length === 0 ? <Typography>{COPY.dashboard.noTasks}</Typography> : null}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {(data ?? []).map((task) => (
          <Box component="li" key={task.category} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
            <Typography sx={{ minWidth: 220 }}>
              <strong>{TASK_LABELS[task.category] ?? task.category}</strong>: {COPY.dashboard.taskWaiting(task.pending, task.oldestPendingSince ? formatMoment(task.oldestPendingSince) : null)}
            </Typography>
            {task.pending > 0 ? (
              <Button size="small" variant="outlined" disabled={resume.isPending} onClick={() => resume.mutate(task.category)}>
                {COPY.dashboard.resume}
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
    </section>
  );
}

export function Dashboard() {
  return (
    <Box sx={{ display: "grid", gap: 4, py: 2 }}>
      <Title title={COPY.dashboard.title} />
      <Typography variant="h1">{COPY.dashboard.title}</Typography>
      <WorkTiles />
      <SystemTasks />
    </Box>
  );
}
