// Wires io → nn → decode → text. (Being written.)
