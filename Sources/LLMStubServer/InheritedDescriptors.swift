import Foundation

/// File descriptors the server inherited from its parent.
enum InheritedDescriptors {
    /// Closes every descriptor above 2 listed in /proc/self/fd (none is the server's own yet).
    static func closeAll() {
        guard let directory = opendir("/proc/self/fd") else { return }
        let own = dirfd(directory)
        var inherited: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor > 2, descriptor != own { inherited.append(descriptor) }
        }
        closedir(directory)
        for descriptor in inherited { close(descriptor) }
    }
}
