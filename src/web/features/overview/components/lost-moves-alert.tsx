import { Alert, Button, Group, List, Text } from "@mantine/core";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import type { LostMove } from "../api/move-to-quarter";

interface LostMovesAlertProps {
  moves: readonly LostMove[];
  onResend: () => void;
  onDismiss: () => void;
}

/** The moves a session that ended cut off, named, with 'Skicka igen' (decision 159). */
export function LostMovesAlert({ moves, onResend, onDismiss }: LostMovesAlertProps) {
  if (moves.length === 0) return null;
  return (
    <Alert color="orange" title={M.lostMovesTitle} role="alert">
      <Text fz="sm">{M.lostMovesIntro}</Text>
      <List fz="sm" mt={4}>
        {moves.map((move) => (
          <List.Item key={`${move.kind}:${move.itemId}:${move.quarter}`}>{move.notSaved}</List.Item>
        ))}
      </List>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onResend}>
          {M.lostMovesResend}
        </Button>
        <Button size="xs" variant="default" onClick={onDismiss}>
          {M.lostMovesDismiss}
        </Button>
      </Group>
    </Alert>
  );
}
