"""The calibration reads each line's mean token probability from `heed translate --stream`."""
import os
import stat
import tempfile
import unittest

from models.confidence_calibration import stream_probabilities


class StreamProbabilities(unittest.TestCase):
    def test_mean_per_line_and_output(self):
        # A stand-in engine that prints the CLI's --stream format: token rows, then the line.
        script = "#!/bin/sh\ncat >/dev/null\nprintf '  \\342\\226\\201Abra\\tp=0.8\\t<- Open\\n  .\\tp=0.6\\t<- .\\nAbra.\\n  x\\tp=0.25\\t<- y\\nx\\n'\n"
        with tempfile.TemporaryDirectory() as d:
            engine = os.path.join(d, "heed")
            with open(engine, "w") as f:
                f.write(script)
            os.chmod(engine, os.stat(engine).st_mode | stat.S_IEXEC)
            means, outputs = stream_probabilities(engine, "m.heed", ["Open.", "y"])
        self.assertEqual(outputs, ["Abra.", "x"])
        self.assertAlmostEqual(means[0], 0.7)
        self.assertAlmostEqual(means[1], 0.25)

    def test_a_missing_line_is_an_error(self):
        with tempfile.TemporaryDirectory() as d:
            engine = os.path.join(d, "heed")
            with open(engine, "w") as f:
                f.write("#!/bin/sh\ncat >/dev/null\necho one\n")
            os.chmod(engine, os.stat(engine).st_mode | stat.S_IEXEC)
            with self.assertRaises(SystemExit):
                stream_probabilities(engine, "m.heed", ["a", "b"])


if __name__ == "__main__":
    unittest.main()
