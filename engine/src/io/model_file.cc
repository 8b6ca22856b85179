// Parsing order: bounds of the 8-byte length and header, JSON, __metadata__ (identity, version,
// config), tensor table (dtype, shape, offsets, overlap), then the CRC of the data section last,
// because it is the only check that reads every byte. Nothing is handed out before all pass.
#include "io/model_file.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "core/check.h"
#include "io/json_reader.h"
#include "io/model_config.h"

namespace heed::io {
namespace {

using nlohmann::json;

constexpr std::size_t kLengthPrefixBytes = 8;
constexpr int kFormatVersion = 1;
constexpr const char* kFormatName = "heed-transformer";
// Views need the data section aligned to the largest element size; when it is not, the
// section is copied to a buffer aligned for SIMD loads (FORMAT.md, constraint 1).
constexpr std::size_t kMaxElementBytes = 4;
constexpr std::size_t kCopyAlignment = 64;
constexpr std::size_t kMaxRank = 8;

[[noreturn]] void fail(const std::string& message) {
  throw_error(Error::Code::kInvalidModel, message);
}

std::size_t element_bytes(DType dtype) {
  switch (dtype) {
    case DType::kF32: case DType::kI32: return 4;
    case DType::kU16: return 2;
    default: return 1;
  }
}

template <class Int>
std::string shape_string(const std::vector<Int>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i > 0) s += ',';
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

std::string quoted(const std::string& name) {
  std::string s = "'";  // appended, not a + b + c: GCC 12 warns falsely (-Wrestrict) on that
  s += printable(name);
  s += '\'';
  return s;
}

std::uint64_t read_le64(const std::uint8_t* p) {
  std::uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

// A non-negative JSON integer, or a failure naming `what` ("tensor 'x': shape").
std::uint64_t read_uint(const json& v, const std::string& what) {
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_number_integer()) fail(what + " has negative value " + json_excerpt(v));
  fail(what + " has non-integer value " + json_excerpt(v));
}

struct Entry {
  std::string name;
  DType dtype = DType::kF32;
  std::vector<std::int64_t> shape;
  std::uint64_t begin = 0, end = 0;
};

Entry read_entry(const std::string& name, const json& entry, std::uint64_t data_bytes) {
  const std::string who = "tensor " + quoted(name);
  if (!entry.is_object()) fail(who + ": entry is not a JSON object");
  Entry e;
  e.name = name;

  const auto dtype_it = entry.find("dtype");
  if (dtype_it == entry.end() || !dtype_it->is_string()) fail(who + ": dtype missing or not a string");
  const std::string& dtype = dtype_it->get_ref<const std::string&>();
  if (dtype == "F32") e.dtype = DType::kF32;
  else if (dtype == "I8") e.dtype = DType::kI8;
  else if (dtype == "U8") e.dtype = DType::kU8;
  else if (dtype == "U16") e.dtype = DType::kU16;
  else if (dtype == "I32") e.dtype = DType::kI32;
  else fail(who + ": unsupported dtype " + quoted(dtype) + " (this engine reads F32, I8, U8, U16, I32)");

  const auto shape_it = entry.find("shape");
  if (shape_it == entry.end() || !shape_it->is_array()) fail(who + ": shape missing or not an array");
  if (shape_it->size() > kMaxRank) {
    fail(who + ": rank " + std::to_string(shape_it->size()) + " exceeds " + std::to_string(kMaxRank));
  }
  std::vector<std::uint64_t> dims;
  for (const json& d : *shape_it) {
    const std::uint64_t dim = read_uint(d, who + ": shape");
    if (dim > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
      fail(who + ": shape dimension " + std::to_string(dim) + " out of range");
    }
    dims.push_back(dim);
  }
  e.shape.assign(dims.begin(), dims.end());

  const auto off_it = entry.find("data_offsets");
  if (off_it == entry.end() || !off_it->is_array() || off_it->size() != 2) {
    fail(who + ": data_offsets missing or not a [begin, end] pair");
  }
  e.begin = read_uint((*off_it)[0], who + ": data_offsets");
  e.end = read_uint((*off_it)[1], who + ": data_offsets");
  const std::string range = shape_string(std::vector<std::uint64_t>{e.begin, e.end});  // "[a,b]"
  if (e.begin > e.end) fail(who + ": data_offsets " + range + " end before they begin");
  if (e.end > data_bytes) {
    fail(who + ": data_offsets " + range + " outside data section of " +
         std::to_string(data_bytes) + " bytes");
  }
  if (e.begin % element_bytes(e.dtype) != 0) {
    fail(who + ": data_offsets start " + std::to_string(e.begin) + " is not a multiple of " +
         std::to_string(element_bytes(e.dtype)) + " (" + dtype + " element size)");
  }

  // Overflow-safe size: a zero dimension makes it 0 whatever the others; otherwise each step
  // is checked against the data section, which also bounds the product far below 2^64.
  const bool empty = std::find(dims.begin(), dims.end(), 0) != dims.end();
  std::uint64_t needed = element_bytes(e.dtype);
  if (empty) needed = 0;
  for (std::size_t i = 0; i < dims.size() && !empty; ++i) {
    if (needed > data_bytes / dims[i]) {
      fail(who + ": shape " + shape_string(dims) + " x " + dtype +
           " needs more bytes than the data section holds (" + std::to_string(data_bytes) + ")");
    }
    needed *= dims[i];
  }
  if (needed != e.end - e.begin) {
    fail(who + ": shape " + shape_string(dims) + " x " + dtype + " needs " +
         std::to_string(needed) + " bytes, offsets give " + std::to_string(e.end - e.begin));
  }
  return e;
}

// Overlapping tensors would let one write (or one corruption) alias two weights. Holes are
// allowed: they are the alignment padding of FORMAT.md.
void check_no_overlap(const std::vector<Entry>& entries) {
  std::vector<const Entry*> sorted;
  for (const Entry& e : entries) {
    if (e.begin != e.end) sorted.push_back(&e);
  }
  std::sort(sorted.begin(), sorted.end(),
            [](const Entry* a, const Entry* b) { return a->begin < b->begin; });
  for (std::size_t i = 1; i < sorted.size(); ++i) {
    const Entry& a = *sorted[i - 1];
    const Entry& b = *sorted[i];
    if (b.begin < a.end) {
      fail("tensors " + quoted(a.name) + " [" + std::to_string(a.begin) + "," +
           std::to_string(a.end) + ") and " + quoted(b.name) + " [" + std::to_string(b.begin) +
           "," + std::to_string(b.end) + ") overlap");
    }
  }
}

const std::string& metadata_string(const json& metadata, const char* key, const char* missing) {
  const auto it = metadata.find(key);
  if (it == metadata.end()) fail(missing);
  if (!it->is_string()) fail(std::string(key) + " is not a string: " + json_excerpt(*it));
  return it->get_ref<const std::string&>();
}

std::uint32_t parse_crc_field(const std::string& text) {
  bool ok = text.size() == 8;
  std::uint32_t value = 0;
  for (char c : text) {
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    ok = ok && digit >= 0;
    value = (value << 4) | static_cast<std::uint32_t>(digit & 0xF);
  }
  if (!ok) fail("heed.data_crc32 '" + printable(text) + "' is not 8 lowercase hex digits");
  return value;
}

std::string hex8(std::uint32_t v) {
  static const char kDigits[] = "0123456789abcdef";
  std::string s(8, '0');
  for (int i = 7; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = kDigits[v & 0xF];
  return s;
}

// Where the header and the data section lie in the file: an 8-byte little-endian header
// length, the header, then the data section to the end.
struct Sections {
  std::size_t header_bytes = 0;
  std::size_t data_start = 0;
  std::size_t data_bytes = 0;
};

Sections locate_sections(const std::vector<std::uint8_t>& bytes) {
  const std::size_t size = bytes.size();
  if (size < kLengthPrefixBytes) {
    fail("model file truncated: " + std::to_string(size) +
         " bytes, expected at least 8-byte header length");
  }
  const std::uint64_t header_bytes = read_le64(bytes.data());
  if (header_bytes > size - kLengthPrefixBytes) {
    fail("header length " + std::to_string(header_bytes) + " exceeds file size " +
         std::to_string(size));
  }
  Sections sections;
  sections.header_bytes = static_cast<std::size_t>(header_bytes);
  sections.data_start = kLengthPrefixBytes + sections.header_bytes;
  sections.data_bytes = size - sections.data_start;
  return sections;
}

json parse_header(const std::vector<std::uint8_t>& bytes, const Sections& sections) {
  json header = parse_json_strict(
      std::string_view(reinterpret_cast<const char*>(bytes.data()) + kLengthPrefixBytes,
                       sections.header_bytes),
      "header");
  if (!header.is_object()) fail("header is not a JSON object");
  return header;
}

// The header's __metadata__, once it names this format and version. Identity is checked before
// anything else so that a foreign safetensors file is named as such rather than as broken.
const json& check_identity(const json& header) {
  const auto meta_it = header.find("__metadata__");
  if (meta_it == header.end()) fail("not a Heed model (no __metadata__, so heed.format missing)");
  const json& metadata = *meta_it;
  if (!metadata.is_object()) fail("__metadata__ is not a JSON object");
  const std::string& format =
      metadata_string(metadata, "heed.format", "not a Heed model (heed.format missing)");
  if (format != kFormatName) {
    fail("not a Heed model (heed.format is '" + printable(format) + "', expected '" +
         kFormatName + "')");
  }
  const std::string& version = metadata_string(metadata, "heed.format_version",
                                               "heed.format_version missing");
  if (version != std::to_string(kFormatVersion)) {
    fail("unsupported format version " + printable(version) + " (this engine reads version " +
         std::to_string(kFormatVersion) + ")");
  }
  return metadata;
}

// Every tensor of the header, each inside the data section, none overlapping another.
std::vector<Entry> read_tensor_table(const json& header, std::size_t data_bytes) {
  std::vector<Entry> entries;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") continue;
    if (name.empty()) fail("tensor with an empty name");
    entries.push_back(read_entry(name, entry, data_bytes));
  }
  check_no_overlap(entries);
  return entries;
}

// The data section, kept alive by `storage`, starting at `begin`.
struct DataSection {
  std::shared_ptr<std::vector<std::uint8_t>> storage;
  const std::uint8_t* begin = nullptr;
};

// Checks the data section's CRC-32 (the only check that reads every byte, so the last), then
// keeps the section in place, or copied to an aligned buffer when views could not be aligned.
DataSection keep_data_section(std::vector<std::uint8_t> bytes, const Sections& sections,
                              std::uint32_t expected_crc) {
  auto storage = std::make_shared<std::vector<std::uint8_t>>(std::move(bytes));
  const std::uint8_t* data = storage->data() + sections.data_start;
  const std::size_t data_bytes = sections.data_bytes;
  const std::uint32_t actual_crc = crc32(data, data_bytes);
  if (actual_crc != expected_crc) {
    fail("checksum mismatch: data crc32 " + hex8(actual_crc) + ", header says " +
         hex8(expected_crc) + " (the file is corrupt)");
  }
  if (reinterpret_cast<std::uintptr_t>(data) % kMaxElementBytes != 0) {
    // Only the data section is kept; the header was fully read into names and shapes before.
    auto aligned = std::make_shared<std::vector<std::uint8_t>>(data_bytes + kCopyAlignment);
    const std::uintptr_t base = reinterpret_cast<std::uintptr_t>(aligned->data());
    std::uint8_t* dst = aligned->data() + (kCopyAlignment - base % kCopyAlignment) % kCopyAlignment;
    if (data_bytes > 0) std::memcpy(dst, data, data_bytes);
    storage = std::move(aligned);
    data = dst;
  }
  return {std::move(storage), data};
}

// The table as views into the data section, sorted by name so find() is a binary search.
std::vector<TensorView> tensor_views(std::vector<Entry> entries, const std::uint8_t* data) {
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.name < b.name; });
  std::vector<TensorView> views;
  views.reserve(entries.size());
  for (Entry& e : entries) {
    TensorView view;
    view.name = std::move(e.name);
    view.dtype = e.dtype;
    view.shape = std::move(e.shape);
    view.data = data + e.begin;
    view.bytes = static_cast<std::size_t>(e.end - e.begin);
    views.push_back(std::move(view));
  }
  return views;
}

}  // namespace

const char* dtype_name(DType dtype) {
  switch (dtype) {
    case DType::kF32: return "F32";
    case DType::kI8: return "I8";
    case DType::kU8: return "U8";
    case DType::kU16: return "U16";
    case DType::kI32: return "I32";
  }
  return "?";
}

ModelFile ModelFile::parse(std::vector<std::uint8_t> bytes) {
  // The steps run in the order of the comment at the top of this file.
  const Sections sections = locate_sections(bytes);
  const json header = parse_header(bytes, sections);
  const json& metadata = check_identity(header);

  ModelFile model;
  model.format_version_ = kFormatVersion;
  model.file_bytes_ = bytes.size();
  model.config_ = parse_model_config(
      metadata_string(metadata, "heed.config", "heed.config missing"));
  const std::uint32_t expected_crc =
      parse_crc_field(metadata_string(metadata, "heed.data_crc32", "heed.data_crc32 missing"));
  std::vector<Entry> entries = read_tensor_table(header, sections.data_bytes);

  DataSection data = keep_data_section(std::move(bytes), sections, expected_crc);
  model.storage_ = std::move(data.storage);
  model.data_crc32_ = expected_crc;  // equal to the data's: keep_data_section checked it
  model.tensors_ = tensor_views(std::move(entries), data.begin);
  return model;
}

const TensorView* ModelFile::find(std::string_view name) const {
  const auto it = std::lower_bound(
      tensors_.begin(), tensors_.end(), name,
      [](const TensorView& t, std::string_view n) { return std::string_view(t.name) < n; });
  return (it != tensors_.end() && it->name == name) ? &*it : nullptr;
}

const TensorView& ModelFile::get(std::string_view name, DType dtype,
                                 const std::vector<std::int64_t>& shape) const {
  const TensorView* t = find(name);
  if (t != nullptr && t->dtype == dtype && t->shape == shape) return *t;
  const std::string expected = std::string(dtype_name(dtype)) + " " + shape_string(shape);
  if (t == nullptr) {
    fail("model has no tensor '" + std::string(name) + "' (expected " + expected + ")");
  }
  fail("tensor '" + std::string(name) + "': expected " + expected + ", file has " +
       dtype_name(t->dtype) + " " + shape_string(t->shape));
}

}  // namespace heed::io
